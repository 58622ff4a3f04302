import { translate } from './i18n';

/** The button's and the panel's name, in the interface language at the moment it is shown. */
export const whatIsSent = () => translate('request-preview.title');
