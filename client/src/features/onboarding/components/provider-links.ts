/** Where the wizard sends people to get a key (the default provider is OpenAI). */
export const PROVIDER_NAME = 'OpenAI';
export const PROVIDER_LINKS = {
  apiKeys: 'https://platform.openai.com/api-keys',
  signUp: 'https://platform.openai.com/signup',
  billing: 'https://platform.openai.com/settings/organization/billing/overview',
} as const;
