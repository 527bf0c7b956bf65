// Writes dist/build-stats.json after a production build: every JavaScript file the app emits with
// its bytes as served (gzip, level 9 like the servers' static compression), what is in it (the
// package that weighs most, or the app's own code), and the named chunk groups (the shell's
// `main` and `bootstrap`, a remote's entry and each exposed page, `highcharts`) with their files.
// scripts/test/byte-budgets.test.mjs adds up the groups of each page against byte-budgets.json.
const { gzipSync } = require('node:zlib');

/** What a chunk mostly is: the package (or app folder) with the most bytes among its modules. */
function labelOf(modules) {
  const weight = new Map();
  for (const module of modules) {
    const name = String(module.nameForCondition ?? module.name ?? module.identifier ?? '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1] ?? (/(packages\/[^/]+|src)\//.exec(name)?.[1] ?? 'runtime');
    weight.set(pkg, (weight.get(pkg) ?? 0) + (module.size ?? 0));
  }
  return [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'runtime';
}

/**
 * The shared singletons whose code a chunk (of the stats' `chunks`, with `chunkOrigins`) holds
 * (React, the platform…): loaded through the share scope, outside any named group, from the app
 * that provides them.
 */
function providesOf(chunk) {
  return [...new Set((chunk.origins ?? []).map((origin) => /^provide shared module \([^)]*\) (.+)@[^@ ]+ = /.exec(String(origin.moduleIdentifier ?? ''))?.[1]).filter(Boolean))];
}

/** The shared singletons a chunk takes from the share scope (its "consume shared module"s). */
function consumesOf(chunk) {
  return (chunk.modules ?? []).map((module) => /^consume shared module \([^)]*\) (.+?)@[^@ ]* /.exec(String(module.name ?? ''))?.[1]).filter(Boolean);
}

class BuildStatsPlugin {
  apply(compiler) {
    compiler.hooks.emit.tap('HomewiseBuildStats', (compilation) => {
      const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkModules: true, dependentModules: true, chunkOrigins: true, chunkGroups: true, ids: true });
      const files = {};
      for (const chunk of stats.chunks ?? []) {
        for (const file of chunk.files ?? []) {
          if (!file.endsWith('.js')) continue;
          const source = compilation.getAsset(file)?.source.source();
          if (source === undefined) continue;
          const buffer = Buffer.isBuffer(source) ? source : Buffer.from(String(source));
          files[file] = {
            bytes: buffer.length,
            gzip: gzipSync(buffer, { level: 9 }).length,
            label: labelOf(chunk.modules ?? []),
            provides: providesOf(chunk),
          };
        }
      }
      const groups = {};
      // What each group takes from the share scope, and which files provide each singleton (with
      // their stylesheets): the shell server preloads a first page's second wave from them — the
      // singletons the shell does not provide itself, downloaded once the remote's page asks
      // (infra/lib/remote-preloads.mjs).
      const consumes = {};
      const chunkById = new Map((stats.chunks ?? []).map((chunk) => [chunk.id, chunk]));
      for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
        groups[name] = (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js'));
        const names = new Set((group.chunks ?? []).flatMap((id) => consumesOf(chunkById.get(id) ?? {})));
        if (names.size) consumes[name] = [...names].sort();
      }
      const providers = {};
      for (const chunk of stats.chunks ?? []) {
        for (const name of providesOf(chunk)) (providers[name] ??= []).push(...(chunk.files ?? []).filter((file) => /\.(js|css)$/.test(file)));
      }
      const json = JSON.stringify({ app: compiler.options.name, files, groups, consumes, providers }, null, 1);
      compilation.emitAsset('build-stats.json', new compiler.webpack.sources.RawSource(json));
    });
  }
}

module.exports = { BuildStatsPlugin, providesOf, consumesOf };
