#!/usr/bin/env bash
# Generates the demo chapter video (7 s, 640x360, 24 fps, quiet two-tone audio) in two encodings:
#   private-media/demo-chapter.mp4   H.264 Main + AAC, faststart (moov atom first, plays while loading)
#   private-media/demo-chapter.webm  VP9 + Opus
# Usage: bash apps/server/scripts/generate-demo-video.sh   (needs ffmpeg with libx264, libvpx, libopus)
set -euo pipefail

cd "$(dirname "$0")/../private-media"

FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
DURATION=7

# Moving neon gradient, a dark band with the title, a subtitle, a running clock and a progress bar.
VIDEO="gradients=s=640x360:r=24:d=${DURATION}:c0=0x0b0e2a:c1=0x3a0f6b:c2=0x00a6c8:c3=0x12081f:nb_colors=4:speed=0.02:seed=7,
format=yuv420p,
drawbox=x=0:y=130:w=iw:h=100:color=black@0.55:t=fill,
drawbox=x=0:y=130:w=iw:h=3:color=0x00e5ff@0.9:t=fill,
drawbox=x=0:y=227:w=iw:h=3:color=0xff2e88@0.9:t=fill,
drawtext=fontfile=${FONT}:text='CLUTCH ACADEMY — Chapter preview':fontsize=26:fontcolor=white:x=(w-text_w)/2:y=154,
drawtext=fontfile=${FONT_REGULAR}:text='Demo video for every chapter':fontsize=16:fontcolor=0xbfefff:x=(w-text_w)/2:y=196,
drawtext=fontfile=${FONT_REGULAR}:text='%{pts\\:hms}':fontsize=14:fontcolor=white@0.8:x=w-text_w-16:y=h-34[bg];
color=c=0x00e5ff:s=640x6:r=24:d=${DURATION}[bar];
[bg][bar]overlay=x='-w+W*t/${DURATION}':y=H-6:shortest=1"

# A quiet A3 + E4 chord with fades at both ends.
AUDIO="sine=frequency=220:sample_rate=48000:duration=${DURATION}[a];
sine=frequency=329.63:sample_rate=48000:duration=${DURATION}[b];
[a][b]amix=inputs=2:normalize=0,volume=0.25,afade=t=in:d=0.5,afade=t=out:st=$((DURATION - 1)):d=1,aformat=channel_layouts=stereo"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "${VIDEO}" \
  -f lavfi -i "${AUDIO}" \
  -map 0:v -map 1:a -t "${DURATION}" \
  -c:v libx264 -profile:v main -level 3.1 -preset slow -crf 28 -pix_fmt yuv420p -g 48 \
  -c:a aac -b:a 64k -ar 48000 \
  -movflags +faststart \
  demo-chapter.mp4

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "${VIDEO}" \
  -f lavfi -i "${AUDIO}" \
  -map 0:v -map 1:a -t "${DURATION}" \
  -c:v libvpx-vp9 -crf 40 -b:v 0 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p -g 48 \
  -c:a libopus -b:a 48k -ar 48000 \
  demo-chapter.webm

ls -l demo-chapter.mp4 demo-chapter.webm
