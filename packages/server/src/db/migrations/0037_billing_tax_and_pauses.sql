-- The tax rate an invoice was charged at, as its provider stated it ({"percent": 10, "kind":
-- "consumption_tax", "country": "JP"}); null when the provider named no rate.
ALTER TABLE invoices ADD COLUMN tax_rate jsonb;
