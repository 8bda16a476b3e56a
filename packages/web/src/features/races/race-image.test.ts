import { describe, expect, it } from 'vitest';
import { isRaceImageAddress, raceImageSrc } from './race-image';

describe('raceImageSrc', () => {
  it('uses http(s) URLs and absolute paths as given', () => {
    expect(raceImageSrc('https://cdn.example.org/orc.png')).toBe('https://cdn.example.org/orc.png');
    expect(raceImageSrc('http://cdn.example.org/orc.png')).toBe('http://cdn.example.org/orc.png');
    expect(raceImageSrc('/images/custom/abc.webp')).toBe('/images/custom/abc.webp');
  });

  it('serves an uploaded picture under the base path', () => {
    expect(raceImageSrc('/uploads/abc.webp')).toBe('/uploads/abc.webp');
    const base = document.createElement('base');
    base.href = '/klub/';
    document.head.append(base);
    try {
      expect(raceImageSrc('/uploads/abc.webp')).toBe('/klub/uploads/abc.webp');
    } finally {
      base.remove();
    }
  });

  it('accepts https addresses and paths for saving, never http', () => {
    expect(isRaceImageAddress('https://cdn.example.org/orc.png')).toBe(true);
    expect(isRaceImageAddress('/images/orc.png')).toBe(true);
    expect(isRaceImageAddress('http://cdn.example.org/orc.png')).toBe(false);
    expect(isRaceImageAddress('//cdn.example.org/orc.png')).toBe(false);
    expect(isRaceImageAddress('javascript:alert(1)')).toBe(false);
  });

  it('resolves other paths against the images shipped with the app', () => {
    expect(raceImageSrc('orc.svg')).toBe('/images/races/orc.svg');
  });

  it('resolves under the base path when the app runs below one', () => {
    const base = document.createElement('base');
    base.href = '/klub/';
    document.head.append(base);
    try {
      expect(raceImageSrc('orc.svg')).toBe('/klub/images/races/orc.svg');
    } finally {
      base.remove();
    }
  });

  it('has no picture for an empty path', () => {
    expect(raceImageSrc(null)).toBeNull();
    expect(raceImageSrc('  ')).toBeNull();
  });
});
