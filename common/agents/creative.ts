import type { AgentSummary } from '../schemas/agent.js';

/** Card and roster data; the system prompts are in ./creative-prompts.ts, loaded only where a chat needs them. */
export const CREATIVE_AGENTS: AgentSummary[] = [
  {
    id: 'ai-writing-assistant',
    name: 'Writing Assistant',
    description:
      'Drafts, edits and restructures articles, blog posts, newsletters and copy in the voice and length you need.',
    category: 'Creative',
    capabilities: [
      'Drafts articles, blogs and newsletters',
      'Line edits for clarity and concision',
      'Matches a brand or personal voice',
      'Outlines and restructures long pieces',
      'Headlines, hooks and calls to action',
      'Rewrites for a new audience or length',
    ],
    usageInstructions:
      'Tell it the audience, purpose, tone and target length, and paste your notes or draft; for long pieces, ask for an outline first.',
    automationCapable: true,
    tags: ['writing', 'editing', 'content', 'copywriting'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-image-generator',
    name: 'Image Generator',
    description:
      'Creates images in the chat with your own API key (gpt-image-1 or DALL·E), and writes detailed prompts and settings for other image tools such as Midjourney and Stable Diffusion.',
    category: 'Creative',
    capabilities: [
      'Generates images in the chat with your API key',
      'Model, size and quality chosen, cost shown first',
      'Full-size view and download of each image',
      'Detailed prompts for other image tools',
      'Tool-specific parameters and aspect ratios',
      'Style, lighting and composition direction',
      'Negative prompts and fixes for bad results',
    ],
    usageInstructions:
      'Describe the subject, the style and where the image will be used, then send: the image appears in the chat (choose the model, size and quality under Generate image). Switch off “Send makes an image” to get prompts and settings for another image tool instead.',
    automationCapable: false,
    tags: ['images', 'image-generation', 'prompts', 'design', 'art-direction'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-11-28T00:00:00.000Z',
  },
  {
    id: 'ai-video-creator',
    name: 'Video Creator',
    description:
      'Plans videos end to end: concept, timed script, storyboard, shot list and prompts for AI video tools.',
    category: 'Creative',
    capabilities: [
      'Scripts with timed voice-over',
      'Scene-by-scene storyboards',
      'Shot lists with framing and camera moves',
      'Prompts for AI video tools',
      'Hooks and pacing for short-form video',
      'Editing and b-roll notes',
      'Captions and on-screen text',
    ],
    usageInstructions:
      'Give the platform, running time, audience and goal of the video, and say whether you will film, use stock footage or generate it with an AI tool.',
    automationCapable: false,
    tags: ['video', 'scripts', 'storyboard', 'production'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-presentation-designer',
    name: 'Presentation Designer',
    description:
      'Builds slide decks from your material: storyline, slide-by-slide content, layout guidance and speaker notes.',
    category: 'Creative',
    capabilities: [
      'Storylines for pitches and reports',
      'Slide-by-slide titles and content',
      'Layout and chart suggestions',
      'Speaker notes with timing',
      'Condenses documents into decks',
      'Executive summary slides',
      'Marp markdown for export',
    ],
    usageInstructions:
      'Share the audience, the decision or takeaway you want, your time slot and your source material; agree the storyline before asking for slides.',
    automationCapable: false,
    tags: ['presentations', 'slides', 'storytelling', 'design'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-audio-generator',
    name: 'Audio/Music Generator',
    description:
      'Writes lyrics, song structures, podcast scripts, voice-over direction and prompts for AI music and voice tools.',
    category: 'Creative',
    capabilities: [
      'Lyrics with verse and chorus structure',
      'Style prompts for AI music tools',
      'Podcast and voice-over scripts',
      'Voice direction: pace, tone, emphasis',
      'Chord progressions and arrangement notes',
      'Sound-effect and ambience lists',
      'Jingles and audio logos',
    ],
    usageInstructions:
      'Say what the audio is for, the mood, genre or voice you want, the length, and which tool (for example Suno or ElevenLabs) will generate it.',
    automationCapable: false,
    tags: ['audio', 'music', 'lyrics', 'podcast', 'voice-over'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
];
