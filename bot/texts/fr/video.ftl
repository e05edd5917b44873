## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Vidéo
video-making = 🎬 Création de la vidéo : cela prend un petit moment…
video-busy = 🎬 La vidéo est encore en cours de création : elle arrivera ici dès qu'elle sera prête.
video-sending = 🎬 Nouvel envoi de la vidéo…
video-caption = 🎬 « { $title } »
video-failed = Désolé, je n'ai pas pu créer ou envoyer la vidéo pour le moment. Appuyez de nouveau sur le bouton plus tard.
video-too-large = La vidéo dépasse les { $limit } Mo qu'un bot peut envoyer : elle ne peut donc pas être envoyée ici.
