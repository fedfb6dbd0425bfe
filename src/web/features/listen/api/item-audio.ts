/**
 * v3/getItemAudio (docs/POCKET-COMPATIBILITY.md §3.6; docs/API.md "Listen"): the spoken article of
 * a save. Ready gives the file; pending means the server is rendering it (ask again shortly); a
 * failure is an ApiError with the server's reason. `retry` asks the server to render a failed one
 * again.
 */
import { apiRequest } from '../../../lib/http';

export interface ItemAudioFile {
  /** Same-origin URL of the Ogg Opus file (needs the session cookie). */
  url: string;
  /** Whole seconds, as Pocket's reply had; `durationMs` is exact. */
  duration: number;
  durationMs: number;
  size: number;
  voice: string;
  truncated: boolean;
}

export type ItemAudio = { status: 'ready'; file: ItemAudioFile } | { status: 'pending' };

interface Reply {
  status: number;
  pending?: boolean;
  files: Array<{
    url: string;
    duration: number;
    duration_ms?: number;
    size: number;
    voice: string;
    truncated?: boolean;
  }>;
}

export async function fetchItemAudio(itemId: string, retry = false): Promise<ItemAudio> {
  const reply = await apiRequest<Reply>('/v3/getItemAudio', {
    method: 'POST',
    body: { itemId, version: 2, ...(retry ? { retry: 1 } : {}) },
  });
  const file = reply.files[0];
  if (!file) return { status: 'pending' };
  return {
    status: 'ready',
    file: {
      url: file.url,
      duration: file.duration,
      durationMs: file.duration_ms ?? file.duration * 1000,
      size: file.size,
      voice: file.voice,
      truncated: file.truncated ?? false,
    },
  };
}
