/**
 * How many agents the library has, for copy that quotes the number on pages that do not load the
 * roster (landing, about, FAQ, onboarding). The catalogue test holds it equal to the roster's length,
 * so a page cannot say one number while the library shows another.
 */
export const LIBRARY_AGENT_COUNT = 24;
