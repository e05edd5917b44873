## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Ahora mismo se están preparando muchos archivos. Vuelve a tocar el botón dentro de unos minutos.
files-line-full-after-stop = ⏳ Me reiniciaron antes de que tu archivo estuviera listo, y ahora mismo se están preparando muchos archivos. Vuelve a tocar el botón dentro de unos minutos.
files-no-room = Lo siento, ahora mismo no hay espacio en el disco del bot para este archivo: las canciones nuevas van primero. Vuelve a tocar el botón más tarde.
