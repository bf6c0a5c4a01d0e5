/**
 * What the English sentiment rules read besides AFINN-165: corrections of AFINN's senses for how
 * posts use a word, the grievances customers write without an opinion word, idioms, text
 * emoticons and rhetorical questions. Valences are on AFINN's −5..+5 scale.
 */

/**
 * AFINN words whose usual sense in posts differs from the one AFINN scored: function words
 * ("please help", "customer care", "what kind of"), names (United), and slang AFINN overrates
 * ("lol" is a laugh at a complaint as often as at a joke).
 */
export const EN_SENSE_CORRECTIONS: Record<string, number> = {
  united: 0,
  please: 0,
  help: 0,
  want: 0,
  wants: 0,
  care: 0,
  matter: 0,
  god: 0,
  jesus: 0,
  join: 0,
  leave: 0,
  share: 0,
  interest: 0,
  pretty: 0,
  kind: 1,
  hope: 1,
  true: 1,
  top: 0,
  support: 1,
  justice: 1,
  free: 0.5,
  joke: -2,
  lol: 1,
  lmao: 1.5,
  lmfao: 1.5,
  rofl: 1.5,
  haha: 1.5,
  hahaha: 1.5,
  funny: 2,
  wow: 2,
  no: 0,
  yes: 1,
};

/**
 * Grievances of customers and complaints in posts: words that carry no opinion in a dictionary but
 * report something gone wrong (a delay, a lost bag, an hour on hold).
 */
export const EN_COMPLAINT_WORDS: Record<string, number> = {
  delayed: -2,
  delay: -2,
  delays: -2,
  cancelled: -2,
  canceled: -2,
  cancellation: -2,
  cancellations: -2,
  stranded: -3,
  stuck: -2,
  overbooked: -2,
  oversold: -2,
  diverted: -1,
  rebook: -1,
  rebooked: -1,
  rebooking: -1,
  refund: -1.5,
  late: -1,
  nightmare: -3,
  unhelpful: -2,
  unprofessional: -2,
  incompetent: -3,
  incompetence: -3,
  rude: -3,
  worst: -3,
  unacceptable: -3,
  ridiculous: -3,
  pathetic: -3,
  disgusting: -3,
  smh: -2,
  ugh: -2,
  seriously: -1,
  broken: -1.5,
  dirty: -2,
  cramped: -2,
  fees: -1,
  fee: -1,
  charged: -1,
  waiting: -1,
  waited: -1.5,
  hung: -0.5,
  nobody: -1.5,
  unresolved: -2,
  disconnected: -2,
  overcharged: -2,
  froze: -1.5,
  overcharge: -2,
  rudest: -3,
  yelling: -2,
  yelled: -2,
  screaming: -2,
  fml: -3,
  // AFINN's own values, listed here so that they count as grievances too (see PRAISE_BESIDE_COMPLAINT).
  lost: -3,
  fail: -2,
  failed: -2,
  useless: -2,
  mess: -2,
  unanswered: -2,
};

/**
 * Words AFINN-165 (2015) lacks, in its scale: social-media slang and praise (goated, iconic,
 * incredible) and the words of political complaint (lies, hypocrisy, shambles). Kept to words that
 * carry the same polarity in almost every post that uses them.
 */
export const EN_SOCIAL_LEXICON: Record<string, number> = {
  overrated: -2,
  overhyped: -2,
  underwhelming: -2,
  mid: -1,
  meh: -1,
  trash: -2,
  underrated: 2,
  goated: 3,
  banger: 3,
  slaps: 2,
  rocks: 2,
  rock: 0,
  smooth: 2,
  shoutout: 2,
  blessed: 2,
  thx: 2,
  ty: 1,
  omg: 0,
  congrats: 3,
  kudos: 3,
  legend: 3,
  legendary: 3,
  iconic: 3,
  goat: 2,
  unreal: 2,
  clutch: 2,
  classic: 2,
  classics: 2,
  incredible: 4,
  gorgeous: 3,
  cutest: 3,
  dope: 2,
  bestselling: 2,
  fav: 2,
  fave: 2,
  yay: 3,
  lies: -2,
  lie: -2,
  lying: -2,
  shambles: -3,
  bust: -2,
  puppet: -2,
  apartheid: -3,
  genocide: -4,
  colonialism: -2,
  supremacy: -2,
  nefarious: -3,
  divider: -2,
  clown: -2,
  clowns: -2,
  hypocrite: -3,
  hypocrites: -3,
  hypocrisy: -3,
  braindead: -3,
  rubbish: -2,
  ffs: -2,
  yikes: -1,
  cringe: -2,
  shitshow: -3,
  clusterfuck: -3,
  traitor: -3,
  traitors: -3,
  condolences: -2,
};

/**
 * Phrases read as one: complaints ("on hold", "no one"), idioms whose words mislead ("can't wait",
 * "no problem"), and sarcasm that a positive word starts ("just great", "thanks a lot" after a
 * complaint is politeness rules' business). A phrase's valence is not negated or boosted.
 */
export const EN_PHRASES: Record<string, number> = {
  "on hold": -2,
  "still waiting": -2.5,
  "still no": -2,
  "still not": -1,
  "still don't": -1,
  "still doesn't": -1,
  "still haven't": -1.5,
  "still hasn't": -1.5,
  "still can't": -1,
  "still can't believe": 0,
  "no one": -2,
  "no response": -2,
  "no answer": -2,
  "no reply": -2,
  "no help": -2,
  "no info": -2,
  "no information": -2,
  "no way": -1,
  "never again": -3,
  "hung up": -2,
  "hangs up": -2,
  "hanging up": -2,
  "can't get through": -2,
  "cant get through": -2,
  "trying to get through": -1.5,
  "couldn't care less": -3,
  "could not care less": -3,
  "didn't make it": -2,
  "did not make it": -2,
  "never made it": -2,
  "never arrived": -2,
  "didn't arrive": -2,
  "hasn't arrived": -2,
  "doesn't work": -2,
  "never works": -2,
  "never work": -2,
  "closed the door on": -2,
  "shut the door on": -2,
  "was promised": -1.5,
  "were promised": -1.5,
  "is down": -1.5,
  "was down": -1.5,
  "unable to": -1.5,
  "won't let me": -2,
  "wouldn't let me": -2,
  "can't check": -1.5,
  "cannot check": -1.5,
  "can't even": -1.5,
  "does not work": -2,
  "didn't work": -2,
  "not working": -2,
  "isn't working": -2,
  "won't work": -1.5,
  "no update": -2,
  "no updates": -2,
  "no wifi": -1.5,
  "no pilot": -1.5,
  "no crew": -1.5,
  "no gate": -1.5,
  "no call": -1.5,
  "no callback": -2,
  "no compensation": -2,
  "no explanation": -2,
  "no communication": -2,
  "no apology": -2,
  "no notice": -1.5,
  "without warning": -2,
  "without any warning": -2,
  "without notice": -2,
  "without any notice": -2,
  "come on": -1,
  "what's the point": -2,
  "whats the point": -2,
  "what is the point": -2,
  "nothing she could do": -2,
  "nothing he could do": -2,
  "nothing they could do": -2,
  "nothing they can do": -2,
  "nothing you can do": -2,
  "nothing we can do": -1,
  "can't sleep": -2,
  "cant sleep": -2,
  "broke down": -2,
  "can't believe": 0,
  "cant believe": 0,
  "had a blast": 3,
  "a blast": 3,
  "nothing like a": 2,
  "wish i didn't": -2,
  "wish i wasn't": -2,
  "feeling down": -2,
  "feel down": -2,
  "kinda down": -2,
  "won't turn on": -1.5,
  "won't turn back on": -1.5,
  "won't load": -1.5,
  "won't start": -1.5,
  "couldn't ask for more": 3,
  "could not ask for more": 3,
  "can't ask for more": 3,
  "nothing beats": 2,
  "nothing better than": 2,
  "looking forward": 2,
  "not looking forward": -2,
  "no joke": -1,
  "problem solved": 2,
  "issue resolved": 2,
  "problem fixed": 2,
  "hang up": -1,
  "sleeping in the airport": -3,
  "sleeping at the airport": -3,
  "sleep in the airport": -3,
  "sleep at the airport": -3,
  "spend the night": -1.5,
  "sat on the tarmac": -2,
  "sitting on the tarmac": -2,
  "so much for": -2,
  "yeah right": -2,
  "just great": -2,
  "thanks for nothing": -3,
  "what a joke": -3,
  "can't wait": 2,
  "cant wait": 2,
  "cannot wait": 2,
  "can not wait": 2,
  "no problem": 1,
  "no problems": 1,
  "no worries": 1,
  "no doubt": 0,
  "not bad": 1.5,
  "not too bad": 1.5,
  "customer service": 0,
  "customer care": 0,
  "customer support": 0,
  "kind of": 0,
  "sort of": 0,
  "what kind": 0,
  "the bomb": 3,
  "the shit": 3,
  "bad ass": 1.5,
  badass: 1.5,
  "hell yes": 3,
  "hell yeah": 3,
  "fuck yes": 3,
  "fuck yeah": 3,
  "you rock": 3,
  "u rock": 3,
  "guys rock": 3,
  "yall rock": 3,
  "y'all rock": 3,
  "on time": 1.5,
  "well done": 3,
  "good job": 3,
  "great job": 3,
  "thank you": 2,
  "thank u": 2,
  "great britain": 0,
  "perfect storm": -2,
  "oh my god": 0,
  "my god": 0,
  "oh god": -1,
  "feel free": 0,
  "for free": 0,
  "free of charge": 0,
  "good morning": 0.5,
  "good night": 0.5,
  "good luck": 1,
  "happy birthday": 2,
  "rest in peace": -1,
  "like a charm": 3,
};

/**
 * Politeness: words whose thanks or request counts only when nothing in the post complains. After
 * a complaint, "thanks" is politeness or sarcasm ("...until 4pm tomorrow! thanks").
 */
export const EN_POLITE_WORDS = new Set(["thanks", "thank", "thx", "ty", "thanx", "tnx", "appreciate", "appreciated"]);

/**
 * What "thanks for ..." may thank for that shows the thanks is meant, even in a post that reports a
 * problem ("thanks for rebooking me after the cancellation").
 */
export const EN_THANKED_HELP = new Set([
  ...["rebooking", "rebooked", "helping", "help", "fixing", "fixed", "getting", "finding", "found", "taking"],
  ...["responding", "response", "reply", "replying", "answering", "understanding", "sorting", "resolving"],
  ...["quick", "fast", "prompt", "great", "awesome", "amazing", "excellent", "kind", "assistance", "support"],
]);

/**
 * What a customer is served: a negation in a sentence that names one reports a service gone wrong
 * ("my bag didn't arrive", "I wasn't told my flight changed", "never got my refund").
 */
export const EN_SERVICE_NOUNS = new Set([
  ...["flight", "flights", "bag", "bags", "luggage", "baggage", "seat", "seats", "gate", "booking", "reservation"],
  ...["ticket", "tickets", "order", "delivery", "package", "refund", "voucher", "upgrade", "account", "app"],
  ...["website", "site", "phone", "call", "email", "agent", "agents", "staff", "crew", "service", "wifi", "plane"],
  ...["connection", "confirmation", "receipt", "points", "miles", "claim", "compensation", "hotel", "counter"],
]);

/** Praise that sarcasm uses after a grievance ("lost my keys again. awesome."). */
export const EN_SARCASM_PRONE = new Set([
  ...["great", "perfect", "awesome", "wonderful", "fantastic", "lovely", "nice", "brilliant", "amazing"],
  ...["excellent", "fun", "good", "best", "love", "loving", "superb", "terrific", "cool", "fabulous"],
]);

/** Words that strengthen (above 1) or soften (below 1) the opinion word right after them. */
export const EN_INTENSIFIERS: Record<string, number> = {
  very: 1.3,
  really: 1.3,
  so: 1.2,
  soo: 1.3,
  sooo: 1.4,
  extremely: 1.5,
  super: 1.3,
  absolutely: 1.4,
  totally: 1.3,
  completely: 1.3,
  utterly: 1.4,
  incredibly: 1.5,
  unbelievably: 1.5,
  truly: 1.2,
  quite: 1.1,
  most: 1.2,
  highly: 1.3,
  hella: 1.4,
  pretty: 1.1,
  too: 1.2,
  // Size, not praise, before a negative word: "a great shortage", "perfect chaos".
  great: 1.3,
  perfect: 1.3,
  such: 1.2,
  fucking: 1.5,
  fuckin: 1.5,
  freaking: 1.4,
  freakin: 1.4,
  effing: 1.4,
  frickin: 1.4,
  bloody: 1.3,
  damn: 1.3,
  slightly: 0.6,
  somewhat: 0.7,
  barely: 0.5,
  kinda: 0.8,
  sorta: 0.8,
  almost: 0.7,
  little: 0.8,
};

/** Text emoticons, read where they stand alone: ":)" ":-(" ":/" ":D" ";)" "<3" ":'(" "xD" "D:" "^_^". */
export const EMOTICON_RE =
  /(?<![\p{L}\p{N}:/])(?:>?[:=;][-'’o^]?[)(\][/\\|DPpS@*3]+|<\/?3+|\(+[-']?[:=]|[xX]D+|D[-']?[:=]|\^_*\^)(?![\p{L}\p{N}/])/gu;

/** The valence of a text emoticon found by EMOTICON_RE. */
export function emoticonValence(emoticon: string): number {
  if (emoticon.startsWith("<")) return emoticon.includes("/") ? -3 : 3;
  if (emoticon.startsWith("(") || emoticon.startsWith("^")) return 2;
  if (/^[xX]D/.test(emoticon)) return 2;
  if (emoticon.startsWith("D")) return -2;
  const mouth = emoticon.at(-1) ?? "";
  const angry = emoticon.startsWith(">");
  const tear = /['’]/.test(emoticon);
  if (mouth === ")" || mouth === "]" || mouth === "D" || mouth === "3" || mouth === "*")
    return tear ? 1 : emoticon.startsWith(";") ? 1.5 : 2;
  if (mouth === "P" || mouth === "p") return 1;
  if (mouth === "(" || mouth === "[") return angry ? -3 : tear ? -2.5 : -2;
  if (mouth === "|") return -0.5;
  return -1; // :/ :\ :S :@
}

/**
 * Question openings that complain rather than ask ("why is my flight...", "what's going on?",
 * "how hard is it..."), with their valence; matched at a sentence's start.
 */
export const EN_COMPLAINT_QUESTIONS: [string[], number][] = [
  [["why"], -1.5],
  [["how", "come"], -1.5],
  [["how", "hard"], -2],
  [["how", "long"], -1],
  [["how", "many", "times"], -2],
  [["how", "much", "longer"], -2],
  [["how", "is", "it"], -1],
  [["what's", "going", "on"], -2],
  [["what", "is", "going", "on"], -2],
  [["whats", "going", "on"], -2],
  [["what's", "up", "with"], -1.5],
  [["whats", "up", "with"], -1.5],
  [["what", "happened"], -1],
  [["where", "is", "my"], -1.5],
  [["where's", "my"], -1.5],
  [["wheres", "my"], -1.5],
  [["where", "are", "my"], -1.5],
  [["is", "anyone"], -1],
  [["does", "anyone"], -0.5],
  [["are", "you", "kidding"], -1],
  [["are", "you", "serious"], -2],
  [["is", "this", "a", "joke"], -1],
  [["really"], -1.5],
  [["seriously"], -1.5],
  [["srsly"], -1.5],
];

/** Openings of EN_COMPLAINT_QUESTIONS that complain only as a whole question: "Really?" alone. */
export const EN_ONE_WORD_QUESTIONS = new Set(["really", "seriously", "srsly"]);

/**
 * Rhetorical questions whose negation praises: "how can you not love...", "who doesn't love...".
 * A negation right after one of these openings does not turn the opinion word.
 */
export const EN_RHETORICAL_OPENINGS: string[][] = [
  ["how", "can"],
  ["how", "could"],
  ["who", "doesn't"],
  ["who", "doesnt"],
  ["who", "wouldn't"],
  ["who", "wouldnt"],
  ["who", "does", "not"],
];
