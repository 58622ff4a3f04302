import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for what the user would see; 1 s (the default) is shorter than a busy
// two-core CI machine takes to stream a fake reply through the chat, so they wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty document.
afterEach(() => {
  cleanup();
});
