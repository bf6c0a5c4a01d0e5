-- The tax rate an invoice was charged at, as its provider stated it ({"percent": 10, "kind":
-- "consumption_tax", "country": "JP"}); null when the provider named no rate.
ALTER TABLE invoices ADD COLUMN tax_rate jsonb;

-- Until when the provider collects nothing for a bought subscription (Stripe's pause_collection),
-- set while a staff grant runs over it; null when it is collected as usual.
ALTER TABLE subscriptions ADD COLUMN collection_paused_until timestamptz;
