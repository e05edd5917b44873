## The command menu (setMyCommands): one short line per command

menu-start = Karşılama ve nasıl çalışır
menu-help = Şarkı nasıl yapılır
menu-lyrics = Komutun altındaki sözlerden şarkı yap
menu-song = Bir tema üzerine söz yaz, sonra şarkıyı yap
menu-gift = Hediye şarkı: birkaç soru, sonra sözler
menu-style = Buradaki şarkıların stilini göster ya da ayarla
menu-duration = En uzun parça süresini göster ya da ayarla
menu-status = Burada istenen şarkılar ve durumları
menu-mytracks = Buradaki son şarkılarınız, yeniden almak için
menu-cancel = Sırada bekleyen şarkılarınızı iptal et
menu-lang = Yanıt verdiğim dili seç
menu-quota = Yöneticiler: parçalar, slotlar, sıra ve harcama
menu-report = Yöneticiler: son 30 günün grafiği
menu-limit = Yöneticiler: kişi ya da grup için günlük parça hakkı
menu-limits = Yöneticiler: günlük haklar ve bugünkü kullanım
menu-allow = Yöneticiler: bir sohbete şarkı isteme izni ver
menu-deny = Yöneticiler: bir sohbetin şarkı istemesini engelle
menu-access = Yöneticiler: kimler şarkı isteyebilir
menu-pause = Yöneticiler: servise gönderimleri duraklat
menu-resume = Yöneticiler: gönderimleri sürdür

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = Sözlerinizi ya da bir temayı seslendirilmiş bir şarkıya dönüştürürüm. [verse] ve [chorus] gibi bölüm etiketleriyle söz gönderin ya da /song ve bir tema yazın; şarkı buraya ses dosyası olarak gelir. Birlikte şarkı yapmak için beni bir gruba ekleyin.
bot-short-description = Şarkı sözlerini ya da bir temayı seslendirilmiş bir şarkıya dönüştürür.
