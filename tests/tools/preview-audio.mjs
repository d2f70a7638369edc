// Writes the Field Guide's audio preview, demo-pages/audio/field-guide-preview.wav:
// `node tests/tools/preview-audio.mjs`. One second of a quiet 440 Hz tone (about -30 dBFS, faded
// in and out over 50 ms), 8 kHz 16-bit mono PCM in a RIFF/WAVE file: 16 KB, playable everywhere.
import { writeFile } from 'node:fs/promises';

const RATE = 8000;
const SECONDS = 1;
const AMPLITUDE = 0.03 * 32767;
const FADE = 0.05 * RATE;

const samples = RATE * SECONDS;
const data = Buffer.alloc(samples * 2);
for (let i = 0; i < samples; i++) {
  const envelope = Math.min(1, i / FADE, (samples - 1 - i) / FADE);
  const value = Math.round(AMPLITUDE * envelope * Math.sin((2 * Math.PI * 440 * i) / RATE));
  data.writeInt16LE(value, i * 2);
}

const header = Buffer.alloc(44);
header.write('RIFF', 0, 'ascii');
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8, 'ascii');
header.write('fmt ', 12, 'ascii');
header.writeUInt32LE(16, 16); // the fmt chunk's size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // bytes a second
header.writeUInt16LE(2, 32); // bytes a frame
header.writeUInt16LE(16, 34); // bits a sample
header.write('data', 36, 'ascii');
header.writeUInt32LE(data.length, 40);

await writeFile('demo-pages/audio/field-guide-preview.wav', Buffer.concat([header, data]));
console.log('wrote demo-pages/audio/field-guide-preview.wav');
