import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

// A fixed 16:9 band at the top of a catalogue card: the card keeps its height whether the picture
// loads, fails or has not arrived yet (no layout shift).
export const cover = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: vars.radii.md,
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  color: 'rgb(255 255 255 / 0.85)',
});

// Over the generated art; a picture that fails to load draws nothing (its alt is empty), so the art
// shows through without any script.
export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});
