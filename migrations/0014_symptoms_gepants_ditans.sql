-- painlog schema, version 14 (issue 40): an entry's attack features (`log -s nausea -s photophobia`),
-- and two more acute classes of medication, `gepant` and `ditan`.
--
-- `symptoms` is the set of symptoms the entry records, as the sum of their bits: unilateral 1,
-- pulsating 2, activity 4, nausea 8, vomiting 16, photophobia 32, phonophobia 64, aura 128
-- (`Symptom.bit`; a bit never changes its meaning). 0, every entry of an older diary, records none:
-- a symptom not recorded counts as absent. A set of eight fixed names needs no table of names: one
-- integer keeps the entry's row, its undo image and the day counts that read it small.
--
-- `medication_classes.class` may now also be `gepant` or `ditan` (`meds class NAME gepant`). SQLite
-- cannot change a CHECK, so the table is made again with the wider one and its rows copied over.

ALTER TABLE entries ADD COLUMN symptoms INTEGER NOT NULL DEFAULT 0 CHECK (symptoms BETWEEN 0 AND 255);

CREATE TABLE medication_classes_new (
    medication_id INTEGER PRIMARY KEY REFERENCES medications (id) ON DELETE CASCADE,
    class         TEXT    NOT NULL CHECK (class IN ('simple_analgesic', 'triptan', 'ergot', 'opioid',
                                                    'combination_analgesic', 'gepant', 'ditan', 'preventive',
                                                    'other'))
);
INSERT INTO medication_classes_new (medication_id, class) SELECT medication_id, class FROM medication_classes;
DROP TABLE medication_classes;
ALTER TABLE medication_classes_new RENAME TO medication_classes;
