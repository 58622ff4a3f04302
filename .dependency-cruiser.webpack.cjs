// Only for dependency-cruiser (.dependency-cruiser.cjs): the client's path aliases, as
// client/tsconfig.json and vite.config.ts declare them, so imports through them are followed.
const path = require('node:path');

module.exports = {
  resolve: {
    alias: { '@': path.join(__dirname, 'client/src'), '@common': path.join(__dirname, 'common') },
  },
};
