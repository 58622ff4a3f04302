import { describe, expect, it } from 'vitest';
import { appendBlock, attachmentLabel, attachmentPromptText, messageWithAttachments } from './attachment-text';
import type { MessageAttachment } from './types';

const pdf: MessageAttachment = {
  id: 'p',
  name: 'report.pdf',
  mimeType: 'application/pdf',
  size: 1000,
  kind: 'pdf',
  text: '[Page 1 of 3]\nIntro\n\n[Page 2 of 3]\nBody\n\n[Page 3 of 3]\nEnd',
};
const csv: MessageAttachment = {
  id: 'c',
  name: 'sales.csv',
  mimeType: 'text/csv',
  size: 30,
  kind: 'text',
  text: 'month,total\njan,10\nfeb,12\n',
};
const image: MessageAttachment = {
  id: 'i',
  name: 'chart.png',
  mimeType: 'image/png',
  size: 5000,
  kind: 'image',
  width: 1024,
  height: 768,
};

describe('attachment text sent to the provider', () => {
  it('wraps a PDF between markers that name it and count its pages', () => {
    expect(attachmentPromptText(pdf)).toBe(
      `--- File: report.pdf (PDF, 3 pages) ---\n${pdf.text}\n--- End of report.pdf ---`,
    );
  });

  it('describes a CSV by its rows', () => {
    expect(attachmentLabel(csv)).toBe('CSV, 2 rows after the header');
    expect(attachmentPromptText(csv)).toMatch(/^--- File: sales\.csv \(CSV, 2 rows after the header\) ---\n/);
  });

  it('names an image in one line with its size', () => {
    expect(attachmentPromptText(image)).toBe('[Image: chart.png, 1024×768]');
  });

  it('puts the typed text first, then each file; images are left to image parts', () => {
    expect(messageWithAttachments('Summarise these', [pdf, image, csv])).toBe(
      ['Summarise these', attachmentPromptText(pdf), attachmentPromptText(csv)].join('\n\n'),
    );
    expect(messageWithAttachments('', [csv])).toBe(attachmentPromptText(csv));
  });
});

describe('appendBlock', () => {
  it('adds the file after a blank line', () => {
    expect(appendBlock('Hello\n', 'FILE', 100)).toEqual({ text: 'Hello\n\nFILE', cut: false });
    expect(appendBlock('', 'FILE', 100)).toEqual({ text: 'FILE', cut: false });
  });
  it('cuts what does not fit the box', () => {
    expect(appendBlock('abc', '0123456789', 10)).toEqual({ text: 'abc\n\n01234', cut: true });
  });
});
