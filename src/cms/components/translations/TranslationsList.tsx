// The "Translations" block at the top of an edit screen with texts per language (docs/decisions/languages.md): which
// texts the Marathi and Hindi pages still show in English, in staff words, or that everything is translated.

export function TranslationsList({ lines, allTranslated }: { lines: string[]; allTranslated: string }) {
  return (
    <section aria-labelledby="translations-heading" style={{ marginBottom: '1.5rem' }}>
      <h3 id="translations-heading" style={{ marginBottom: '0.25rem' }}>
        Translations
      </h3>
      {lines.length === 0 ? (
        <p>{allTranslated}</p>
      ) : (
        <>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p style={{ marginTop: '0.25rem' }}>
            Until translated, the Marathi and Hindi pages show these in English. Choose the language at the top of this screen to write
            them.
          </p>
        </>
      )}
    </section>
  )
}
