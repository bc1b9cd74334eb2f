// The editing part's reference (decision 0022): a bare node:http server that answers the three pages
// with the app's own recorded bytes and headers, nothing else. Under wrk's 200 visitor connections on
// two cores, Node and the machine alone already have a latency tail (p99 of hundreds of milliseconds
// while p50 is a few); printed beside the app's quiet and editing runs, it shows how much of a p99 is
// the platform's and how much the app's.
//
//   node scripts/bench/bare-node.mjs <dir with pages.json> <port>
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const [dir, port] = process.argv.slice(2);
/** path → { headers, file } as the bench recorded them (one Accept-Encoding variant). */
const pages = JSON.parse(fs.readFileSync(path.join(dir, "pages.json"), "utf8"));
const answers = new Map(Object.entries(pages).map(([url, page]) => [url, { headers: page.headers, body: fs.readFileSync(path.join(dir, page.file)) }]));

http
  .createServer((req, res) => {
    const answer = answers.get(req.url ?? "");
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...answer.headers, "content-length": answer.body.length });
    res.end(answer.body);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
