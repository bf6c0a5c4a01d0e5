-- Posts with a word that names a JavaScript object member ("constructor", "__proto__") were stored
-- with a NaN sentiment score, which turned every average over them into NaN. The scorer is fixed;
-- the score of those posts is unknown until they are imported again.
UPDATE posts SET sentiment_score = NULL WHERE sentiment_score = 'NaN'::real;
