import { describe, expect, it } from 'vitest';
import { buildChatRequest } from '@common/chat';
import { withAttachmentData } from './attachment-urls';

const request = buildChatRequest({
  systemPrompt: 'You help.',
  history: [
    { role: 'user', content: 'Plain words' },
    {
      role: 'user',
      content: [
        { type: 'text', text: 'What is in these?' },
        { type: 'image_url', image_url: { url: 'attachment:cat' } },
        { type: 'image_url', image_url: { url: 'attachment:gone' } },
      ],
    },
  ],
});

describe('the request as it leaves', () => {
  it('carries each stored picture as a data URL and names a missing one', async () => {
    const sent = await withAttachmentData(request, async (id) =>
      id === 'cat' ? 'data:image/jpeg;base64,AAAA' : undefined,
    );
    expect(sent.messages[1]).toEqual({ role: 'user', content: 'Plain words' });
    expect(sent.messages[2]?.content).toEqual([
      { type: 'text', text: 'What is in these?' },
      { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AAAA' } },
      { type: 'text', text: '[A picture that is no longer stored in this browser]' },
    ]);
    // The built request, which the preview shows, is left as it was.
    expect(JSON.stringify(request)).not.toContain('data:');
  });
});
