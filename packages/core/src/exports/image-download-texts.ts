import type { Language } from "../auth/languages.ts";

/**
 * Why the image downloader refused or failed, in each interface language: part of the API's error
 * texts, kept beside the downloader's contract.
 */
const EN = {
  "image.badUrl": "The url must be an absolute https:// address of an image.",
  "image.hostNotAllowed": "Images are downloaded only from X's image hosts; {{host}} is not one of them.",
  "image.addressRefused": "{{host}} points to a private or reserved network address, which is never fetched.",
  "image.tooManyRedirects": "The image moved more than {{max}} times.",
  "image.tooLarge": "The image is larger than {{mb}} MB.",
  "image.badType": "Only PNG, JPEG, GIF and WebP images can be downloaded.",
  "image.upstreamStatus": "{{host}} answered {{status}} instead of the image.",
  "image.unreachable": "{{host}} could not be reached to download the image.",
  "image.timeout": "{{host}} took longer than {{seconds}} s to send the image.",
} as const;

export type ImageDownloadTextKey = keyof typeof EN;

const JA: Record<ImageDownloadTextKey, string> = {
  "image.badUrl": "url には画像の https:// から始まる完全なアドレスを指定してください。",
  "image.hostNotAllowed": "画像は X の画像ホストからのみダウンロードできます。{{host}} は対象外です。",
  "image.addressRefused": "{{host}} はプライベートまたは予約済みのネットワークアドレスを指すため、取得しません。",
  "image.tooManyRedirects": "画像の転送が {{max}} 回を超えました。",
  "image.tooLarge": "画像が {{mb}} MB を超えています。",
  "image.badType": "ダウンロードできる画像は PNG、JPEG、GIF、WebP のみです。",
  "image.upstreamStatus": "{{host}} は画像の代わりにステータス {{status}} を返しました。",
  "image.unreachable": "画像をダウンロードするために {{host}} に接続できませんでした。",
  "image.timeout": "{{host}} からの画像の受信に {{seconds}} 秒以上かかりました。",
};

export const IMAGE_DOWNLOAD_TEXTS: Readonly<Record<Language, Readonly<Record<ImageDownloadTextKey, string>>>> = {
  en: EN,
  ja: JA,
};
