// The shell's page names the files its start needs (`<link rel="preload">`), so the browser
// fetches them beside main.js instead of after it: without this, main.js must arrive and run
// before the federation runtime asks for the bootstrap chunk group, and those must run before
// the shared singletons they consume (React, react-dom, the platform) are asked for — three
// round trips in a row before the first render. What is preloaded: the files of the `bootstrap`
// chunk group and of the chunks that provide the shell's shared singletons (the ones its start
// consumes), as the build's chunk graph says.
const { providesOf } = require('./build-stats.cjs');

const PLUGIN = 'HomewisePreloadLinks';

/**
 * The files to preload, from the compilation's stats: main.js first (the page's own script, asked
 * for at a low priority otherwise, and the one that starts everything else), then the bootstrap
 * group and the singletons' providers.
 */
function startFiles(stats) {
  const bootstrap = new Set(stats.namedChunkGroups?.bootstrap?.chunks ?? []);
  const files = (stats.namedChunkGroups?.main?.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js'));
  for (const chunk of stats.chunks ?? []) {
    if (!bootstrap.has(chunk.id) && providesOf(chunk).length === 0) continue;
    for (const file of chunk.files ?? []) if (/\.(js|css)$/.test(file) && !files.includes(file)) files.push(file);
  }
  return files;
}

/** `<link rel="preload">` tags for `files` under `publicPath`: styles first (they block rendering), then scripts. */
function preloadTags(files, publicPath) {
  const tag = (file) => `<link rel="preload" href="${publicPath}${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`;
  return [...files.filter((file) => file.endsWith('.css')), ...files.filter((file) => file.endsWith('.js'))].map(tag).join('');
}

class PreloadLinksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compiler.webpack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(PLUGIN, (data) => {
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, chunkGroups: true, ids: true });
        const publicPath = String(compiler.options.output.publicPath ?? '/');
        // Before the page's own script tag, so they are asked for first.
        data.html = data.html.replace(/<script\b/, `${preloadTags(startFiles(stats), publicPath)}<script`);
        return data;
      });
    });
  }
}

module.exports = { PreloadLinksPlugin, startFiles, preloadTags };
