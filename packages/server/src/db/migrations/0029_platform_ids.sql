-- Where a campaign, ad set or ad lives on the ad platform, once it was pushed there: the X Ads
-- API's campaign, line item, promoted post (and the post it promotes). Null for the sandbox, which
-- keeps nothing apart from our own rows, and for rows made before the platform was X.
ALTER TABLE campaigns ADD COLUMN platform_campaign_id text COLLATE "C";
ALTER TABLE adsets ADD COLUMN line_item_id text COLLATE "C";
ALTER TABLE ads ADD COLUMN promoted_tweet_id text COLLATE "C";
ALTER TABLE ads ADD COLUMN tweet_id text COLLATE "C";
