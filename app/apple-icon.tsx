import { ImageResponse } from 'next/og';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#7e22ce',
      }}
    >
      <svg width="120" height="120" viewBox="0 0 64 64">
        <path d="M36 8 16 36h14l-4 20 22-30H34z" fill="#fff" />
      </svg>
    </div>,
    size,
  );
}
