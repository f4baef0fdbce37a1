import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Playwright global setup of the WordPress tests: a real WordPress (Debian's `wordpress` package,
 * copied into a temporary folder with its own wp-config.php) on a real MariaDB (a temporary
 * datadir, a private socket, no network), served by PHP's built-in server with test/wordpress/router.php.
 * The test theme and test plugin are installed and active; the shop-islands zip from dist-wp/ is
 * unpacked by WordPress's unzip_file() and left inactive. Returns the teardown.
 */
const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..', '..')
export const WORDPRESS_SOURCE = process.env.SHOP_ISLANDS_WORDPRESS ?? '/usr/share/wordpress'

async function waitFor(what: string, ready: () => Promise<boolean> | boolean, ms = 30_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await ready()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`shop-islands: ${what} did not start within ${ms} ms`)
}

/** Stops a child started `detached` (its own process group): PHP's server workers go with it. */
function stop(child: ChildProcess | undefined) {
  return new Promise<void>((resolve) => {
    if (!child?.pid || child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      resolve()
    }
  })
}

async function answers(url: string) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

export default async function globalSetup() {
  const port = Number(process.env.WP_PORT ?? 8288)
  const url = `http://127.0.0.1:${port}`
  const zips = existsSync(join(root, 'dist-wp'))
    ? readdirSync(join(root, 'dist-wp')).filter((name) => /^shop-islands-.*\.zip$/.test(name))
    : []
  if (zips.length === 0) throw new Error('shop-islands: no dist-wp/shop-islands-*.zip: run npm run package:wp first.')
  const zip = join(root, 'dist-wp', zips.sort().at(-1)!)

  if (await answers(`${url}/`)) throw new Error(`shop-islands: ${url} already answers: stop that server or set WP_PORT.`)
  const tmp = mkdtempSync(join(tmpdir(), 'shop-islands-wp-'))
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0 ? ['--user=root'] : []
  const socket = join(tmp, 'mysql.sock')
  let db: ChildProcess | undefined
  let php: ChildProcess | undefined
  const teardown = async () => {
    await stop(php)
    await stop(db)
    if (!process.env.SHOP_ISLANDS_KEEP_WP) rmSync(tmp, { recursive: true, force: true })
  }
  try {
    execFileSync(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${join(tmp, 'db')}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot],
      { stdio: 'ignore' },
    )
    db = spawn(
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(tmp, 'db')}`,
        `--socket=${socket}`,
        `--pid-file=${join(tmp, 'mysql.pid')}`,
        '--skip-networking',
        '--innodb-buffer-pool-size=16M',
        '--performance-schema=OFF',
        ...asRoot,
      ],
      { stdio: 'ignore', detached: true },
    )
    await waitFor('MariaDB', () => {
      try {
        execFileSync('mariadb-admin', ['--no-defaults', `--socket=${socket}`, '-uroot', 'ping'], { stdio: 'ignore' })
        return true
      } catch {
        return false
      }
    })
    execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress'])

    const wp = join(tmp, 'wp')
    execFileSync('cp', ['-a', WORDPRESS_SOURCE, wp])
    cpSync(join(here, 'theme'), join(wp, 'wp-content', 'themes'), { recursive: true })
    cpSync(join(here, 'plugin'), join(wp, 'wp-content', 'plugins'), { recursive: true })
    const keys = [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ]
    writeFileSync(
      join(wp, 'wp-config.php'),
      [
        '<?php',
        "define( 'DB_NAME', 'wordpress' );",
        "define( 'DB_USER', 'root' );",
        "define( 'DB_PASSWORD', '' );",
        `define( 'DB_HOST', 'localhost:${socket}' );`,
        "define( 'DB_CHARSET', 'utf8mb4' );",
        "define( 'DB_COLLATE', '' );",
        ...keys.map((key) => `define( '${key}', 'shop-islands-test-only-${key}' );`),
        "define( 'WP_DEBUG', true );",
        "define( 'WP_DEBUG_DISPLAY', false );",
        `define( 'WP_DEBUG_LOG', '${join(tmp, 'debug.log')}' );`,
        "define( 'FS_METHOD', 'direct' );",
        "define( 'DISABLE_WP_CRON', true );",
        "define( 'AUTOMATIC_UPDATER_DISABLED', true );",
        "define( 'WP_HTTP_BLOCK_EXTERNAL', true );",
        "$table_prefix = 'wp_';",
        "if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }",
        "require_once ABSPATH . 'wp-settings.php';",
        '',
      ].join('\n'),
    )
    const installed = execFileSync('php', ['-d', 'opcache.enable_cli=0', join(here, 'bootstrap.php'), wp, url, zip], {
      encoding: 'utf8',
    })
    process.stdout.write(`shop-islands: ${installed}`)

    // OPcache on: every run serves a fresh copy from a new folder with a new server process, so no
    // stale code can be cached across runs, and WordPress's admin screens are several times faster.
    php = spawn(
      'php',
      [
        '-d',
        'opcache.enable=1',
        '-d',
        'opcache.enable_cli=1',
        '-d',
        'opcache.validate_timestamps=1',
        '-S',
        `127.0.0.1:${port}`,
        '-t',
        wp,
        join(here, 'router.php'),
      ],
      {
        stdio: 'ignore',
        detached: true,
        env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      },
    )
    await waitFor('PHP server', () => answers(`${url}/`))
    process.env.SHOP_ISLANDS_WP_URL = url
    process.env.SHOP_ISLANDS_WP_DIR = wp
    process.env.SHOP_ISLANDS_WP_DEBUG_LOG = join(tmp, 'debug.log')
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
