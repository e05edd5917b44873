## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Muitos arquivos estão sendo feitos agora. Toque no botão de novo daqui a alguns minutos.
files-line-full-after-stop = ⏳ Fui reiniciado antes de o seu arquivo ficar pronto, e agora muitos arquivos estão sendo feitos. Toque no botão de novo daqui a alguns minutos.
files-no-room = Desculpe, não há espaço no disco do bot para este arquivo agora: as músicas novas vêm primeiro. Toque no botão de novo mais tarde.
