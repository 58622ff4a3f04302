import { describe, expect, it } from 'vitest';
import { attachmentRefusal } from './use-chat-attachments';

const image = { kind: 'image' as const, name: 'photo.jpg' };
const pdf = { kind: 'pdf' as const, name: 'report.pdf' };
const direct = { viaRelay: false, seesImages: true, model: 'gpt-4o' };

describe('which attachments a chat refuses', () => {
  it('a vision model on the user’s key takes pictures and documents', () => {
    expect(attachmentRefusal(image, direct)).toBeNull();
    expect(attachmentRefusal(pdf, direct)).toBeNull();
  });

  it('the relay goes through our server, which never receives files: every file needs the user’s own key', () => {
    expect(attachmentRefusal(image, { ...direct, viaRelay: true })).toBe(
      'Files need your own API key: “photo.jpg” would go through this site’s server on the shared access, and files never reach our server. Remove it, or add your key in the API settings.',
    );
    expect(attachmentRefusal(pdf, { ...direct, viaRelay: true })).toMatch(
      /^Files need your own API key: “report\.pdf”/,
    );
  });

  it('a model that cannot see images is named in the refusal', () => {
    expect(attachmentRefusal(image, { ...direct, seesImages: false, model: 'gpt-3.5-turbo' })).toMatch(
      /^“photo\.jpg” is an image, and the model gpt-3\.5-turbo cannot see images\./,
    );
    expect(attachmentRefusal(pdf, { ...direct, seesImages: false })).toBeNull();
  });

  it('while Send makes an image, no file goes', () => {
    expect(attachmentRefusal(pdf, { ...direct, sendMakesImage: true })).toMatch(/cannot go with an image request/);
  });
});
