## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Şu anda çok sayıda dosya hazırlanıyor. Lütfen birkaç dakika sonra düğmeye yeniden basın.
files-line-full-after-stop = ⏳ Dosyanız hazır olmadan önce yeniden başlatıldım ve şu anda çok sayıda dosya hazırlanıyor. Lütfen birkaç dakika sonra düğmeye yeniden basın.
files-no-room = Üzgünüm, şu anda botun diskinde bu dosya için yer yok: öncelik yeni şarkılarda. Lütfen düğmeyi daha sonra tekrar deneyin.
