-- The article's writing direction (items/extract/direction.ts): 'rtl' for Arabic, Hebrew, Persian,
-- Urdu… pages, so the reader, cards and public pages can set dir. NULL: unknown (clients use auto).
ALTER TABLE items ADD COLUMN direction text CHECK (direction IN ('ltr', 'rtl'));
-- Items parsed earlier: their declared language tells when it is written right to left.
UPDATE items
   SET direction = 'rtl'
 WHERE split_part(lower(language), '-', 1)
       IN ('ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ji', 'ks', 'nqo', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi');
