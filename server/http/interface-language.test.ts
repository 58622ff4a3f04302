import { describe, expect, it } from 'vitest';
import { interfaceLanguage } from './interface-language.js';

const from = (value?: string | string[]) => interfaceLanguage({ headers: { 'accept-language': value } as never });

describe('interfaceLanguage', () => {
  it('takes the language the web client sends', () => {
    expect(from('de')).toBe('de');
    expect(from('ja')).toBe('ja');
  });

  it('reads a browser-style list: the first language the product offers wins', () => {
    expect(from('pt-BR,pt;q=0.9,fr-CA;q=0.8,en;q=0.5')).toBe('fr');
    expect(from('zh-CN')).toBe('zh');
  });

  it('falls back to English without a header or without a language we offer', () => {
    expect(from()).toBe('en');
    expect(from('pt-BR')).toBe('en');
    expect(from('')).toBe('en');
  });
});
