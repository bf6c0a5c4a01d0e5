/** A post's engagements as every figure of the product counts them: likes, reposts, replies and quotes of `p`. */
export const POST_ENGAGEMENTS_SQL =
  "(coalesce(p.like_count, 0) + coalesce(p.repost_count, 0) + coalesce(p.reply_count, 0) + coalesce(p.quote_count, 0))";
