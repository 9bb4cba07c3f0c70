-- Identifiers (passport, registration number, IMO) given for a screened entity: an equal identifier on
-- a list record is decisive evidence (Vigil extension of the entity input).
ALTER TABLE screened_entities ADD COLUMN identifiers jsonb NOT NULL DEFAULT '[]';
