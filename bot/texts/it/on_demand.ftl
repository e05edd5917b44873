## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ In questo momento si stanno creando molti file. Premi di nuovo il pulsante tra qualche minuto.
files-line-full-after-stop = ⏳ Il bot è stato riavviato prima che il tuo file fosse pronto, e in questo momento si stanno creando molti file. Premi di nuovo il pulsante tra qualche minuto.
files-no-room = Mi dispiace, al momento sul disco del bot non c'è spazio per questo file: le nuove canzoni hanno la precedenza. Premi di nuovo il pulsante più tardi.
