// The lead desk's search (leadSearch.ts) reads an application's role title. Migration openings_localized moved a
// role's title into `openings_locales` (one row per language, docs/decisions/languages.md, "Role content"): the
// triggers that read it are made again here to read the English title, and a role's English title change refreshes
// its applications' words. Written once for both dialects' migrations and frozen with them. `down` makes the earlier
// triggers again (the title back on `openings`).

const TALENT = 2 // talent_applications' kind number in lead_search (leadSearch.ts, SEARCH_KINDS)

const englishTitle = (r: string) =>
  `(SELECT t.title FROM openings_locales t WHERE t._parent_id = ${r}.opening_id AND t._locale = 'en')`
const sharedTitle = (r: string) => `(SELECT o.title FROM openings o WHERE o.id = ${r}.opening_id)`

type Title = (r: string) => string

function sqliteBody(r: string, title: Title): string {
  const digits = ['-', '+', '(', ')', '.', '/'].reduce(
    (expression, character) => `replace(${expression}, '${character}', '')`,
    `replace(COALESCE(${r}.phone, ''), ' ', '')`,
  )
  return [
    `COALESCE(${r}.first_name, '')`,
    `COALESCE(${r}.last_name, '')`,
    `COALESCE(${r}.email, '')`,
    `COALESCE(${title(r)}, '')`,
    digits,
    `substr(${digits}, -10)`,
  ].join(" || ' ' || ")
}

function sqliteTriggers(title: Title, localized: boolean): string[] {
  const insert = `INSERT INTO lead_search (rowid, body) SELECT NEW.id * 8 + ${TALENT}, ${sqliteBody('NEW', title)} WHERE NEW.spam = false;`
  const remove = `DELETE FROM lead_search WHERE rowid = OLD.id * 8 + ${TALENT};`
  const role = localized ? 'NEW._parent_id' : 'NEW.id'
  const refresh = `BEGIN
      DELETE FROM lead_search WHERE rowid IN (SELECT id * 8 + ${TALENT} FROM talent_applications WHERE opening_id = ${role});
      INSERT INTO lead_search (rowid, body) SELECT l.id * 8 + ${TALENT}, ${sqliteBody('l', title)} FROM talent_applications l WHERE l.opening_id = ${role} AND l.spam = false;
    END`
  return [
    `CREATE TRIGGER IF NOT EXISTS talent_applications_search_insert AFTER INSERT ON talent_applications BEGIN ${insert} END`,
    `CREATE TRIGGER IF NOT EXISTS talent_applications_search_update AFTER UPDATE OF spam, first_name, last_name, email, phone, opening_id ON talent_applications BEGIN ${remove} ${insert} END`,
    ...(localized
      ? [
          `CREATE TRIGGER IF NOT EXISTS openings_title_search AFTER UPDATE OF title ON openings_locales WHEN NEW._locale = 'en' ${refresh}`,
          `CREATE TRIGGER IF NOT EXISTS openings_title_search_insert AFTER INSERT ON openings_locales WHEN NEW._locale = 'en' ${refresh}`,
        ]
      : [`CREATE TRIGGER IF NOT EXISTS openings_title_search AFTER UPDATE OF title ON openings ${refresh}`]),
  ]
}

const sqliteDropTriggers = [
  'DROP TRIGGER IF EXISTS openings_title_search',
  'DROP TRIGGER IF EXISTS openings_title_search_insert',
  'DROP TRIGGER IF EXISTS talent_applications_search_insert',
  'DROP TRIGGER IF EXISTS talent_applications_search_update',
]

/** SQLite, before the title column goes (SQLite refuses to drop a column a trigger reads). */
export const sqliteBeforeLocalizing = () => sqliteDropTriggers
/** SQLite, once `openings_locales` holds the titles. */
export const sqliteAfterLocalizing = () => sqliteTriggers(englishTitle, true)
/** SQLite down: before `openings_locales` goes, and once the title is back on `openings`. */
export const sqliteBeforeUnlocalizing = () => sqliteDropTriggers
export const sqliteAfterUnlocalizing = () => sqliteTriggers(sharedTitle, false)

function postgresDocument(r: string, title: Title): string {
  const digits = `regexp_replace(COALESCE(${r}.phone, ''), '[^0-9]', '', 'g')`
  const parts = [
    `COALESCE(${r}.first_name, '')`,
    `COALESCE(${r}.last_name, '')`,
    `COALESCE(${r}.email, '')`,
    `COALESCE(${title(r)}, '')`,
    digits,
    `right(${digits}, 10)`,
  ]
  const text = `lower(${parts.join(" || ' ' || ")})`
  return `array_to_tsvector(string_to_array(btrim(regexp_replace(${text}, '[[:space:][:punct:]]+', ' ', 'g')), ' '))`
}

function postgresFunctions(title: Title, localized: boolean): string[] {
  const role = localized ? 'NEW._parent_id' : 'NEW.id'
  return [
    `CREATE OR REPLACE FUNCTION talent_applications_search() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM lead_search WHERE kind = ${TALENT} AND lead_id = OLD.id;
          RETURN NULL;
        END IF;
        IF NEW.spam IS DISTINCT FROM false THEN
          DELETE FROM lead_search WHERE kind = ${TALENT} AND lead_id = NEW.id;
          RETURN NULL;
        END IF;
        INSERT INTO lead_search (kind, lead_id, doc) VALUES (${TALENT}, NEW.id, ${postgresDocument('NEW', title)})
          ON CONFLICT (kind, lead_id) DO UPDATE SET doc = EXCLUDED.doc;
        RETURN NULL;
      END $fn$`,
    `CREATE OR REPLACE FUNCTION openings_title_search() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO lead_search (kind, lead_id, doc)
        SELECT ${TALENT}, l.id, ${postgresDocument('l', title)} FROM talent_applications l WHERE l.opening_id = ${role} AND l.spam = false
        ON CONFLICT (kind, lead_id) DO UPDATE SET doc = EXCLUDED.doc;
      RETURN NEW;
    END $fn$`,
    localized
      ? `CREATE TRIGGER openings_title_search AFTER INSERT OR UPDATE OF title ON openings_locales FOR EACH ROW WHEN (NEW._locale = 'en') EXECUTE FUNCTION openings_title_search()`
      : 'CREATE TRIGGER openings_title_search AFTER UPDATE OF title ON openings FOR EACH ROW EXECUTE FUNCTION openings_title_search()',
  ]
}

/** PostgreSQL, before the title column goes (its trigger names the column). */
export const postgresBeforeLocalizing = () => ['DROP TRIGGER IF EXISTS openings_title_search ON openings']
export const postgresAfterLocalizing = () => postgresFunctions(englishTitle, true)
export const postgresBeforeUnlocalizing = () => ['DROP TRIGGER IF EXISTS openings_title_search ON openings_locales']
export const postgresAfterUnlocalizing = () => postgresFunctions(sharedTitle, false)
