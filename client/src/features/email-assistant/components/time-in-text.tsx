/** Where a moment goes in a translated sentence: the sentence is built with this in its `{when}`. */
export const WHEN_SLOT = '\uE000';

/**
 * A translated sentence with a `<time>` element in the place its language puts the moment
 * ("Resumes {when}." / "{when}に再開します。").
 */
export function TimeInText({ text, dateTime, when }: { text: string; dateTime: string; when: string }) {
  const [before = '', after = ''] = text.split(WHEN_SLOT);
  return (
    <>
      {before}
      <time dateTime={dateTime}>{when}</time>
      {after}
    </>
  );
}
