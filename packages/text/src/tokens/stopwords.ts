// Function words that say nothing about a topic (English, Japanese, and the platform's own noise).
const EN = `a about above after again against all am an and any are aren't as at be because been before being
below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each
few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him
himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself
no nor not of off on once only or other ought our ours ourselves out over own same shan't she she'd she'll she's
should shouldn't so some such than that that's the their theirs them themselves then there there's these they
they'd they'll they're they've this those through to too under until up very was wasn't we we'd we'll we're we've
were weren't what what's when when's where where's which while who who's whom why why's with won't would wouldn't
you you'd you'll you're you've your yours yourself yourselves just also will get got like one im dont cant its u ur
amp rt via http https co www com gt lt re s t ll ve d m`;
const JA = `の に は を た が で て と し れ さ ある いる も する から な こと として い や れる など なっ ない この ため
その あっ よう また もの という あり まで られ なる へ か だ これ によって により おり より による ず なり られる
において ば なかっ なく しかし について せ だっ その後 できる それ う ので なお のみ でき き つ における および いう
さらに でも ら たり その他 に関する たち ます ん なら です でし ね よ わ って ちゃ じゃ けど けれど だけ ほど くらい
ここ そこ あそこ どこ 私 僕 俺 自分 今日 今 さん ちゃん くん 様 の で しまう ください けど よね かな って な`;

const WORDS = new Set([...EN.split(/\s+/), ...JA.split(/\s+/)].filter(Boolean));

/** Whether a lower-cased token is a function word rather than a keyword. */
export function isStopword(token: string): boolean {
  return WORDS.has(token);
}
