import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { MessageGroupsPlugin } from './scripts/messageGroupsPlugin';
import { stripDefaultMessages } from './scripts/stripDefaultMessages';
import { CHUNK_MESSAGES, MESSAGE_GROUPS, type ChunkWithMessages } from './src/app/messageGroups';
import { BLOCK_CHUNKS, CATCH_ALL_CHUNK, ERROR_VIEW_CHUNK, SCREEN_CHUNKS } from './src/app/screenChunks';

type Env = Record<string, string | boolean | undefined>;

/**
 * From the build's named chunk groups (a lazy screen with the split chunks it shares, the message chunks), two files:
 * - dist-meta/chunk-groups.json, every group's JavaScript files, so scripts/bundle-size.ts can add up exactly what a
 *   route loads (outside dist/, so not served);
 * - dist/startup-chunks.json, the scripts the server names as preloads in the HTML it sends (server/services/
 *   pageStatus.ts): the route's screen and the chunks of a page's lazily registered blocks (src/app/screenChunks.ts,
 *   every name checked here) and the locale's start messages, so they download beside the entry scripts instead of
 *   after them.
 */
class ChunkGroupsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
          }
          const dir = path.resolve(__dirname, 'dist-meta');
          mkdirSync(dir, { recursive: true });
          writeFileSync(path.join(dir, 'chunk-groups.json'), `${JSON.stringify(groups, null, 2)}\n`);

          const files = (name: string) => (groups[name] ?? []).map((f) => `/${f}`);
          const messages: Record<string, string[]> = {};
          for (const name of Object.keys(groups)) {
            const locale = /^messages-([a-z]{2})-json$/.exec(name)?.[1];
            if (locale) messages[locale] = files(name);
          }
          const screens: Record<string, string[]> = { '*': files(CATCH_ALL_CHUNK) };
          for (const [route, group] of Object.entries(SCREEN_CHUNKS)) {
            if (!groups[group]) {
              compilation.errors.push(
                new webpack.WebpackError(`src/app/screenChunks.ts: route '${route}' names chunk group '${group}', which the build does not have`),
              );
            }
            screens[route] = files(group);
          }
          const blocks: Record<string, string[]> = {};
          for (const [type, group] of Object.entries(BLOCK_CHUNKS)) {
            if (!groups[group]) {
              compilation.errors.push(
                new webpack.WebpackError(`src/app/screenChunks.ts: block '${type}' names chunk group '${group}', which the build does not have`),
              );
            }
            blocks[type] = files(group);
          }
          if (!groups[ERROR_VIEW_CHUNK]) {
            compilation.errors.push(new webpack.WebpackError(`src/app/screenChunks.ts: the error view's chunk group '${ERROR_VIEW_CHUNK}' is missing`));
          }
          // The message groups a screen's or a block's chunk loads beside it (src/app/i18n.ts withMessages), per locale:
          // preloaded with it, they no longer wait for the entry scripts to run (one round trip less before the screen).
          const messagesOf = (group: string): Record<string, string[]> => {
            const needed: readonly string[] = CHUNK_MESSAGES[group as ChunkWithMessages] ?? [];
            if (needed.length === 0) return {};
            return Object.fromEntries(
              Object.keys(messages).map((locale) => [locale, needed.flatMap((g) => files(`messages-${g}-${locale}-json`))]),
            );
          };
          const screenMessages: Record<string, Record<string, string[]>> = { '*': messagesOf(CATCH_ALL_CHUNK) };
          for (const [route, group] of Object.entries(SCREEN_CHUNKS)) screenMessages[route] = messagesOf(group);
          const blockMessages: Record<string, Record<string, string[]>> = {};
          for (const [type, group] of Object.entries(BLOCK_CHUNKS)) blockMessages[type] = messagesOf(group);
          const manifest = { screens, messages, screenMessages, blocks, blockMessages, errorView: files(ERROR_VIEW_CHUNK) };
          compilation.emitAsset('startup-chunks.json', new webpack.sources.RawSource(`${JSON.stringify(manifest)}\n`));
        },
      );
    });
  }
}

export default (_env: Env, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:8080';
  return {
    mode: production ? 'production' : 'development',
    entry: path.resolve(__dirname, 'src/index.tsx'),
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      // Lazy chunks by id: their names would be a map in the runtime of the first load (0.6 kB gzip at 60 chunks).
      chunkFilename: production ? 'assets/[id].[contenthash:12].js' : 'assets/[name].js',
      sourceMapFilename: '../dist-meta/sourcemaps/[file].map',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    },
    // Production source maps are hidden (no sourceMappingURL in the scripts) and written outside dist/, so the server
    // never serves them (dist-meta/sourcemaps/assets/<script>.map: load them into the browser's devtools or an error
    // tracker by hand).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        // Messages arrive pre-parsed (scripts/icu-ast-loader.cjs): the ICU parser never ships to the browser.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // react-router 7's package exports point at its development build only (remix-run/react-router#12532,
        // #14102): production bundles take the production build it ships beside it (no dev warnings; 0.6 kB gzip).
        ...(production ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') } : {}),
        // The quick order's .xlsx reader (its own chunk, loaded when a workbook is chosen): exceljs's prebuilt browser
        // bundle without polyfills (238 kB gzip instead of 258): the storefront is built for ES2022 browsers anyway.
        exceljs$: path.resolve(__dirname, 'node_modules/exceljs/dist/exceljs.bare.min.js'),
      },
    },
    module: {
      // Prebuilt (browserify) bundle: nothing in it for webpack to resolve.
      noParse: /[\\/]exceljs[\\/]dist[\\/]/,
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              // Type checking runs in `npm run typecheck` / CI; the bundle build only transpiles.
              transpileOnly: true,
              compilerOptions: { module: 'ESNext', sourceMap: true, noEmit: false },
              // Production: the message descriptors without their English defaults (scripts/stripDefaultMessages.ts).
              ...(production ? { getCustomTransformers: () => ({ before: [stripDefaultMessages] }) } : {}),
            },
          },
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset' },
        {
          test: /translations[\\/][a-z]{2}\.json$/,
          type: 'javascript/auto',
          use: { loader: path.resolve(__dirname, 'scripts/icu-ast-loader.cjs'), options: { groups: MESSAGE_GROUPS } },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.resolve(__dirname, 'public/index.html') }),
      new ChunkGroupsPlugin(),
      // A .br (quality 11) and a .gz (level 9) copy of every script, style, HTML, SVG and JSON file over 1 kB; the
      // server sends them instead of compressing on the fly (@fastify/static preCompressed): the vendor script
      // ~127 kB instead of ~152 kB, so a phone on a slow network has its first screen that much sooner.
      ...(production
        ? [
            // The maps of the last build only (output.clean cleans dist/, not the folder beside it).
            {
              apply: (compiler: webpack.Compiler) =>
                compiler.hooks.beforeRun.tap('CleanSourceMaps', () => rmSync(path.resolve(__dirname, 'dist-meta/sourcemaps'), { recursive: true, force: true })),
            },
            new CompressionPlugin<BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|json)$/,
              compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin<ZlibOptions>({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|json)$/,
              compressionOptions: { level: 9 },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
      new MessageGroupsPlugin(path.resolve(__dirname, 'translations')),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? ''),
      }),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: -10 },
          // exceljs, for the quick order's .xlsx reader only: a lazy chunk of its own name (see performance.assetFilter).
          exceljs: { test: /[\\/]node_modules[\\/]exceljs[\\/]/, name: 'exceljs', chunks: 'async', priority: 0 },
        },
      },
      runtimeChunk: 'single',
    },
    performance: {
      hints: production ? 'warning' : false,
      maxEntrypointSize: 600_000,
      maxAssetSize: 600_000,
      // exceljs (~840 kB before compression, 236 kB gzip) loads only when a buyer chooses an .xlsx file to order from.
      assetFilter: (name: string) => !name.endsWith('.map') && !/(^|\/)exceljs\./.test(name),
    },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      proxy: [
        { context: ['/api', '/backoffice', '/files', '/images', '/integrity', '/sitemap', '/payment-sandbox'], target: apiTarget },
      ],
    },
  };
};
