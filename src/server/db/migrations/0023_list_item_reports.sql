-- Readers may report one item of a public list as well as the whole list (spec §2 "a report
-- dialog for an item"). An item report is a list report naming the item (list_item_id; 0 for the
-- list itself), so moderators see it in the same queue and hiding the list resolves it too.
-- One report per reader per list and item; reporting again replaces it.
ALTER TABLE shareable_list_reports ADD COLUMN list_item_id bigint NOT NULL DEFAULT 0;
ALTER TABLE shareable_list_reports DROP CONSTRAINT shareable_list_reports_pkey;
ALTER TABLE shareable_list_reports ADD PRIMARY KEY (user_id, list_id, list_item_id);
