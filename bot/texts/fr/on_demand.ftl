## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Beaucoup de fichiers sont en cours de création. Appuyez de nouveau sur le bouton dans quelques minutes.
files-line-full-after-stop = ⏳ J'ai été redémarré avant que votre fichier ne soit prêt, et beaucoup de fichiers sont en cours de création. Appuyez de nouveau sur le bouton dans quelques minutes.
files-no-room = Désolé, il n'y a pas de place sur le disque du bot pour ce fichier en ce moment : les nouvelles chansons passent d'abord. Appuyez de nouveau sur le bouton plus tard.
