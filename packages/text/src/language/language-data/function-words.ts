/**
 * The most frequent function words of the Latin-script languages most posted in after English,
 * written by hand: a text with as many of them as English words is not called English by its
 * words alone. Words that are also English words (ENGLISH_WORDS: "die", "con", "van"...) are
 * left out where they are read, so only words no English text uses count.
 */
const BY_LANGUAGE: Record<string, string> = {
  es: `el la los las del que y en por para con una uno unos unas es está están son pero muy más mas como qué
    porque cuando donde dónde también tambien hay ya yo tú tu te se lo le les nos mi mis su sus sin sobre entre hasta
    desde todo todos esta este esto eso esa ese fue ser estar hacer tiene tienen puede así asi bien gracias hola ahora
    hoy siempre nunca nada algo aquí aqui eres soy somos vamos quiero`,
  pt: `o os as um uma uns umas do da dos das no na nos nas em que e é não nao com para por mais mas muito muita como
    quando onde também tambem já ja eu você voce ele ela eles elas isso isto essa esse esta este foi ser estar tem têm
    pode obrigado obrigada olá ola agora hoje sempre nunca nada aqui meu minha seu sua tá ta vai vou né`,
  fr: `le la les un une des du de et est sont pas ne que qui pour dans sur avec ce cette ces mais plus très tres comme
    quand où aussi déjà deja je tu il elle nous vous ils elles mon ma mes ton ta tes son sa ses leur être avoir fait été
    merci bonjour suis sommes êtes peut tout tous rien encore toujours jamais ici`,
  de: `der die das und ist nicht ich du er sie wir ihr ein eine einen einem einer mit auf für von zu den dem des im ins
    auch noch nur aber wie wenn oder sehr schon mehr hier jetzt heute danke bitte gut ja nein kein keine haben sind war
    wird werden kann mich mir dich dir uns euch sich es wer was warum weil dass`,
  it: `il lo la gli le un una uno di del della dei delle che e è non per con su sono ma più piu molto come quando dove
    anche già gia io tu lui lei noi voi loro mio mia tuo tua suo sua questo questa quello quella essere avere fatto
    stato grazie ciao oggi sempre mai niente qui qua perché perche cosa tutto tutti ancora`,
  nl: `de het een en van is niet ik je jij hij zij wij we jullie ze met op voor naar aan bij ook nog maar als dan dat die
    dit wat wie waar hoe heel veel meer zijn heeft hebben was wordt kan moet geen goed dank bedankt vandaag nu hier
    daar al wel`,
  ca: `el la els les un una de del dels i que és no per amb en als però molt més com quan on també ja jo tu ell ella
    nosaltres vosaltres ells elles meu meva seu seva aquest aquesta això ser estar fer gràcies avui sempre mai res aquí`,
  id: `yang dan di ke dari ini itu tidak tak ada untuk dengan aku saya kamu dia kami kita mereka akan sudah belum bisa
    juga lagi saja aja sangat banget karena kalau kalo tapi atau apa siapa bagaimana kenapa dalam pada oleh sama terima
    kasih selamat hari ya yg gak nggak udah`,
  tl: `ang ng mga sa na ay si ni ko mo ka ako ikaw siya kami tayo kayo sila ito iyan iyon hindi oo po opo lang naman
    talaga pero kasi dahil kung para may wala ano sino paano bakit salamat`,
  tr: `ve bir bu şu o da de ile için ama çok daha gibi ne ben sen biz siz onlar mi mı mu mü değil var yok olan olarak
    kadar sonra önce şimdi bugün teşekkür merhaba evet hayır`,
  sv: `och att det som en ett är inte jag du han hon vi ni de med på för av till från men om när också mycket bara nu
    här där har hade var kan ska vill tack hej idag`,
  no: `og at det som en et er ikke jeg du han hun vi dere de med på for av af til fra men om når også meget mye bare nu
    nå her der har hadde var kan skal vil tak takk hei idag`,
  fi: `ja on ei se että kun mutta myös hän minä sinä me te he tämä tuo mikä kuka miten miksi joka ovat oli olla kiitos
    hei tänään nyt täällä siellä`,
  pl: `i w z na się nie że to jest do od po jak ale co tak już jeszcze ja ty on ona my wy oni mój moja twój jego jej dla
    przez tylko bardzo dziękuję dzień dobry czy są był była być mam ma`,
  cs: `a v ve z na se je to že jak ale co tak už ještě já ty on ona my vy oni můj moje pro jsem jsou byl být mám má
    děkuji dobrý den sa som ako aj`,
  ro: `și si în in la cu de pe un o este nu că ca ce pentru sunt mai foarte dar eu tu el ea noi voi ei ele meu mea acest
    această fost fi am are mulțumesc bună azi acum`,
  hu: `a az és egy hogy nem is van volt de meg már csak még mint ez én te ő mi ti ők köszönöm szia ma most itt ott
    nagyon`,
  vi: `và của là không có được cho một những các này đã với người khi trong thì mà cũng rất`,
  sw: `na ya wa kwa ni la za katika hii huo yangu yako asante sana habari leo`,
};

/** Each language's function words, by language code. */
export const FUNCTION_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(BY_LANGUAGE).map(([lang, words]) => [lang, new Set(words.split(/\s+/).filter(Boolean))]),
);

/**
 * English words of posts that no dictionary lists: the pronoun "i", chat words and abbreviations,
 * and the days and months (the word lists keep only lower-case words, and these are written with
 * capitals). Contractions are read by their first part ("don't": "don" is no word, "do" is).
 */
export const ENGLISH_CHAT_WORDS: ReadonlySet<string> = new Set(
  `i ok okay u ur lol lmao lmfao rofl omg omfg tbh btw idk imo imho fyi asap smh ngl irl gonna wanna gotta kinda
  sorta yeah yea yep yup nope nah hey hi hiya thx thanx ty pls plz dm dms tho cuz coz bc w wtf af rn bday congrats fav
  fave pic pics vid vids app apps online website email emails selfie hashtag tweet tweets tweeted retweet retweets
  vs hr hrs min mins pm lit dope yall y'all ain't can't won't i'm i've i'll i'd im ive ill id dont didnt doesnt isnt
  arent wasnt werent couldnt wouldnt shouldnt aint youre theyre thats whats lets bruh fr fam sus lowkey highkey omw
  ily tysm ikr nvm ppl gf bf bff bae hmu wyd lmk tmrw monday tuesday wednesday thursday friday saturday sunday
  january february april june july september october november december`.split(/\s+/),
);
