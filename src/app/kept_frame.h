// The window's picture kept in a texture from frame to frame, drawn again only where the
// frame's drawing changed, and copied onto the window whole each frame.
//
// SDL's renderer keeps nothing of the window after a frame is shown, so a frame that
// draws every pixel again costs a software OpenGL (Mesa's llvmpipe) about 20 instructions
// a pixel whatever it draws, and a battle frame mostly repeats the last one. Between
// Begin and End every drawing onto the window is recorded instead of drawn
// (render/window_recording.h); at End its pieces (each triangle, fill or copy, with all
// that decides its pixels, and the pixels it can touch) are compared with the last
// frame's (kept_damage.h), and only the rectangles where pieces left or came are drawn
// again into the texture: each cleared to the frame's colour there and every recorded
// drawing that reaches it drawn again, clipped to it, in order. The texture is stored in
// the window's byte order (render::CreateKeptTexture), so its copy onto the window is a
// copy of memory. When the drawings come in another order, or the changed part is most
// of the window, the whole frame is drawn into it.
//
// Kept only on SDL's OpenGL renderer with render targets, at a scale of 1 on the whole
// window; otherwise the recording is drawn onto the window as it came.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <vector>

#include "app/kept_damage.h"
#include "render/window_recording.h"

namespace bc::app {

class KeptFrame {
 public:
  KeptFrame() = default;
  ~KeptFrame() { Release(); }
  KeptFrame(const KeptFrame&) = delete;
  KeptFrame& operator=(const KeptFrame&) = delete;

  // Starts recording the frame's drawing onto the window (the renderer's target).
  void Begin(SDL_Renderer* renderer);
  // Stops recording, brings the texture up to date and copies it onto the window (or,
  // when the frame cannot be kept, draws what was recorded onto the window).
  void End(SDL_Renderer* renderer);
  // Destroys the texture (before its renderer goes); the next frame is drawn whole.
  void Release();

  // Frames drawn into the texture whole, in part, and not at all (nothing changed);
  // frames drawn straight onto the window.
  int whole_drawings() const { return whole_drawings_; }
  int part_drawings() const { return part_drawings_; }
  int still_frames() const { return still_frames_; }
  int unkept_frames() const { return unkept_frames_; }
  // The rectangles the last frame drew again (empty when it drew the whole or nothing).
  const std::vector<SDL_Rect>& last_damage() const { return damage_; }

 private:
  // Each draw's pieces and the box round them; the boxes of a geometry's triangles.
  void Pieces(int out_w, int out_h);

  SDL_Texture* texture_ = nullptr;
  int w_ = 0;
  int h_ = 0;
  bool drawn_ = false;      // the texture holds the picture of `last_pieces_`
  bool recording_ = false;  // Begin started a recording
  render::WindowRecording recording_data_;
  std::vector<KeptPiece> pieces_;
  std::vector<KeptPiece> last_pieces_;
  std::vector<SDL_Rect> draw_boxes_;  // a draw's pixels
  std::vector<int> first_box_;        // where a geometry's triangles' boxes start in boxes_
  std::vector<SDL_Rect> boxes_;
  std::vector<SDL_Rect> damage_;
  int whole_drawings_ = 0;
  int part_drawings_ = 0;
  int still_frames_ = 0;
  int unkept_frames_ = 0;
};

}  // namespace bc::app
