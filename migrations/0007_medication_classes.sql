-- painlog schema, version 7: a medication's class as the person sets it (`meds class NAME CLASS`),
-- over painlog's built-in table, and what `undo` needs to give the class before back.
--
-- The class is one of the acute classes ICHD-3 8.2 counts, `preventive` or `other` (neither ever
-- counts for overuse). A medication without a row here takes the built-in table's class.

CREATE TABLE medication_classes (
    medication_id INTEGER PRIMARY KEY REFERENCES medications (id) ON DELETE CASCADE,
    class         TEXT    NOT NULL CHECK (class IN ('simple_analgesic', 'triptan', 'ergot', 'opioid',
                                                    'combination_analgesic', 'preventive', 'other'))
);

-- The class each step changed, as it was before the step (NULL: none set, the table's).
CREATE TABLE journal_medication_classes (
    step_id       INTEGER NOT NULL REFERENCES journal_steps (id) ON DELETE CASCADE,
    medication_id INTEGER NOT NULL,
    class         TEXT,
    PRIMARY KEY (step_id, medication_id)
) WITHOUT ROWID;
