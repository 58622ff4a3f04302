/* global process, console, Buffer */
// The baseline for agents-throughput (and the signed-in reads' latency): a bare node:http server
// answering every request with the exact bytes and headers the app sent (for GET /api/agents), or,
// when the request's If-None-Match is the ETag given, with the exact headers of the app's 304. Reads them as JSON from stdin,
// listens on 127.0.0.1 (free port) and prints the port on stdout.
import { createServer } from 'node:http';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const { headers, bodyBase64, notModified } = JSON.parse(input);
  const body = Buffer.from(bodyBase64, 'base64');
  const server = createServer((req, res) => {
    // The app compares the tag list; the bench only ever sends the one tag, so equality does here.
    if (notModified && req.headers['if-none-match'] === notModified.etag) {
      res.writeHead(304, notModified.headers);
      res.end();
      return;
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});
