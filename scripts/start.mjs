// `npm start`: builds when no build exists, then migrates, seeds an empty database and serves.
import path from "node:path";
if (process.argv.includes("--dev")) {
  process.env.NODE_ENV = "development";
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  const mod = await vite.ssrLoadModule("./server/app.ts");
  const express = (await import("express")).default;
  // Vite's middleware answers module requests; everything else goes to the app.
  const outer = express();
  outer.use(vite.middlewares);
  await mod.prepareDatabase();
  outer.use(mod.createApp({ loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") }));
  const port = Number(process.env.PORT ?? 3000);
  outer.listen(port, () => console.log(`Entwicklungsserver auf http://localhost:${port}`));
} else {
  const { loadServerBuild } = await import("./server-build.mjs");
  const mod = await loadServerBuild({ forceBuild: process.env.FORCE_BUILD === "1" });
  try {
    await mod.run({ clientDir: path.resolve("build/client") });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
