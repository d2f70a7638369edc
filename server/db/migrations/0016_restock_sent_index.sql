-- The notices the owner has sent, newest first: every signup a send notified carries that send's
-- time in `notified`, so one send of one variant is one (notified, product_id, variant_id) group,
-- listed and paged through this index without sorting the whole table.
CREATE INDEX restock_signups_notified ON restock_signups (notified, product_id, variant_id)
