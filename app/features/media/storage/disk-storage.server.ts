// Library files in a folder on disk (DATA_DIR/media by default): the storage of a single server, or of
// several that share the folder (decision 0010). New files are written aside and linked into place,
// so a half-written file never appears under its name and two uploads of one name cannot both win.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import rangeParser from "range-parser";
import { isSafeMediaName, mediaPath } from "../file-names";
import {
  MediaFileExistsError,
  STORAGE_LIST_LIMIT,
  StorageUnavailableError,
  UnsafeMediaNameError,
  withTimeout,
  type MediaStorage,
  type StoredFile,
} from "./media-storage.server";

/** The absolute path of a library file inside `mediaDir`, or null for any name that could leave it. */
export function safeMediaPath(mediaDir: string, name: string): string | null {
  if (!isSafeMediaName(name)) return null;
  const root = path.resolve(mediaDir);
  const full = path.resolve(root, name);
  return path.dirname(full) === root ? full : null;
}

/** One satisfiable byte range of a file of `size` bytes, else null (then the whole file is sent).
 * Parsed by Express's own range-parser; several ranges are answered with the whole file. */
export function parseByteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header || size === 0) return null;
  const ranges = rangeParser(size, header, { combine: true });
  if (!Array.isArray(ranges) || ranges.type !== "bytes" || ranges.length !== 1) return null;
  return { start: ranges[0].start, end: ranges[0].end };
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return typeof error === "object" && error !== null && codes.includes(String((error as { code?: unknown }).code));
}

/** Errors of a folder that is there but cannot be used now (full, read-only, a network mount gone). */
const DISK_UNAVAILABLE_CODES = ["EIO", "ENOSPC", "EROFS", "EACCES", "EPERM", "ESTALE", "ENOTCONN", "ETIMEDOUT", "EHOSTDOWN", "EDQUOT"];

function diskError(error: unknown): unknown {
  return hasCode(error, ...DISK_UNAVAILABLE_CODES) ? new StorageUnavailableError("disk", { cause: error }) : error;
}

export function createDiskStorage(mediaDir: string): MediaStorage {
  const root = path.resolve(mediaDir);
  // Unfinished uploads wait in a hidden folder: a half-written file never appears under its name.
  const incoming = path.join(root, ".incoming");

  const pathOf = (name: string) => {
    const full = safeMediaPath(root, name);
    if (!full) throw new UnsafeMediaNameError(name);
    return full;
  };

  const stat = async (name: string): Promise<StoredFile | null> => {
    try {
      const info = await fsp.stat(pathOf(name));
      return info.isFile() ? { name, size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (hasCode(error, "ENOENT", "ENOTDIR")) return null;
      throw diskError(error);
    }
  };

  return {
    kind: "disk",
    localDir: root,
    async probe(timeoutMs) {
      // The folder must exist and take new files; a hung network mount counts as down.
      const check = async () => {
        await fsp.mkdir(root, { recursive: true });
        await fsp.access(root, fs.constants.R_OK | fs.constants.W_OK);
      };
      try {
        await withTimeout(check(), timeoutMs, "disk");
      } catch (error) {
        throw error instanceof StorageUnavailableError ? error : new StorageUnavailableError("disk", { cause: error });
      }
    },
    async put(name, body) {
      const target = pathOf(name);
      try {
        await fsp.mkdir(incoming, { recursive: true });
      } catch (error) {
        throw diskError(error);
      }
      const temporary = path.join(incoming, randomUUID());
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(temporary, body, { flag: "wx" });
        else await pipeline(body, fs.createWriteStream(temporary, { flags: "wx" }));
        // link() fails when the name exists, atomically: two uploads of one name cannot both win.
        try {
          await fsp.link(temporary, target);
        } catch (error) {
          if (hasCode(error, "EEXIST")) throw new MediaFileExistsError(name);
          if (!hasCode(error, "EPERM", "ENOTSUP", "EOPNOTSUPP", "EXDEV", "EMLINK")) throw error;
          // File systems without hard links: an exclusive copy keeps the never-overwrite promise.
          try {
            await fsp.copyFile(temporary, target, fs.constants.COPYFILE_EXCL);
          } catch (copyError) {
            if (hasCode(copyError, "EEXIST")) throw new MediaFileExistsError(name);
            throw copyError;
          }
        }
      } catch (error) {
        throw diskError(error);
      } finally {
        await fsp.rm(temporary, { force: true });
      }
    },
    async get(name) {
      try {
        return await fsp.readFile(pathOf(name));
      } catch (error) {
        if (hasCode(error, "ENOENT", "ENOTDIR", "EISDIR")) return null;
        throw error;
      }
    },
    async stream(name, options) {
      const info = await stat(name);
      if (!info) return null;
      const range = parseByteRange(options?.range, info.size);
      if (!range) return { ...info, contentType: null, body: fs.createReadStream(pathOf(name)) };
      return {
        ...info,
        size: range.end - range.start + 1,
        contentType: null,
        contentRange: `bytes ${range.start}-${range.end}/${info.size}`,
        body: fs.createReadStream(pathOf(name), { start: range.start, end: range.end }),
      };
    },
    stat,
    async exists(name) {
      return (await stat(name)) !== null;
    },
    async remove(name) {
      try {
        await fsp.unlink(pathOf(name));
        return true;
      } catch (error) {
        if (hasCode(error, "ENOENT")) return false;
        throw error;
      }
    },
    async list(limit = STORAGE_LIST_LIMIT) {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(root, { withFileTypes: true });
      } catch (error) {
        if (hasCode(error, "ENOENT")) return [];
        throw error;
      }
      const names = entries
        .filter((e) => e.isFile() && isSafeMediaName(e.name))
        .map((e) => e.name)
        .sort()
        .slice(0, Math.max(0, limit));
      const files = await Promise.all(names.map((name) => stat(name)));
      return files.filter((f): f is StoredFile => f !== null);
    },
    url: mediaPath,
  };
}
