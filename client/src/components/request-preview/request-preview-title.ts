/** The button's and the panel's name; apart from the other strings so the button loads alone. */
export const WHAT_IS_SENT = 'What is sent';
