// A frame's drawing onto the window, kept instead of drawn, to be drawn later (all of it,
// or only where it changed) into a texture: app/kept_frame.h.
//
// While a recording is set (SetWindowRecording), each call of the drawing door
// (draw_calls.h) whose target is the window is added to it with the renderer's state it
// depends on (clip rectangle, viewport, scale, draw colour and blending, the texture's
// modulation, blending and filtering) and its geometry copied; nothing reaches SDL. Calls
// drawing into a texture go through as ever, and count a new version of that texture
// (TextureVersion), so that a recorded copy of it is known to show something new.
//
// A texture drawn on the window must not be drawn into again in the same frame: the
// recording is drawn after the frame, when the texture holds its last drawing.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <vector>

#include "render/draw_calls.h"

namespace bc::render {

struct RecordedDraw {
  DrawCall kind = DrawCall::kFill;
  SDL_Texture* texture = nullptr;
  std::uint64_t texture_version = 0;
  // The renderer's state when it was recorded.
  bool clip_on = false;
  SDL_Rect clip{0, 0, 0, 0};
  SDL_Rect viewport{0, 0, 0, 0};
  float scale_x = 1.0f;
  float scale_y = 1.0f;
  SDL_Color colour{0, 0, 0, 0};
  SDL_BlendMode blend = SDL_BLENDMODE_NONE;  // the renderer's (fills, plain geometry)
  // The texture's.
  SDL_Color modulation{255, 255, 255, 255};
  SDL_BlendMode texture_blend = SDL_BLENDMODE_NONE;
  SDL_ScaleMode texture_scale = SDL_ScaleModeNearest;
  // A fill's rectangle or a copy's destination (has_rect false: the whole target).
  bool has_rect = false;
  SDL_FRect rect{0, 0, 0, 0};
  bool has_src = false;
  SDL_Rect src{0, 0, 0, 0};
  bool rotated = false;  // a copy through CopyEx
  double angle = 0.0;
  SDL_RendererFlip flip = SDL_FLIP_NONE;
  // Geometry: vertices [first_vertex, + vertex_count) and indices [first_index, + index_count)
  // of the recording's arrays (indices relative to first_vertex). Only the vertices the
  // indices use are kept, from the lowest to the highest.
  int first_vertex = 0;
  int vertex_count = 0;
  int first_index = 0;
  int index_count = 0;
};

struct WindowRecording {
  std::vector<RecordedDraw> draws;
  std::vector<SDL_Vertex> vertices;
  std::vector<int> indices;
  void Clear() {
    draws.clear();
    vertices.clear();
    indices.clear();
  }
};

// Draws onto the window go to `recording` (null: to SDL again).
void SetWindowRecording(WindowRecording* recording);
WindowRecording* CurrentWindowRecording();

// How many times `texture` was drawn into (through the door) or said to have changed.
std::uint64_t TextureVersion(SDL_Texture* texture);
// `texture`'s pixels were changed outside the door (made, updated): a new version, and
// all of it changed.
void NoteTextureChanged(SDL_Texture* texture);
// `area` of `texture` (its pixels) was drawn into: a new version. The door says so of
// each of its draws into a texture.
void NoteTextureDrawn(SDL_Texture* texture, const SDL_Rect& area);

// What changed of a texture since the changes were last taken: all of it, or the rectangles.
struct TextureChanges {
  bool whole = false;
  std::vector<SDL_Rect> rects;
};
// The changes of `texture` since TakeTextureChanges (null: none).
const TextureChanges* ChangesOf(SDL_Texture* texture);
// Forgets every texture's changes (after a kept frame drew them).
void TakeTextureChanges();

// Draws `draw` of `recording` onto the renderer's current target, through the door, with
// its clip rectangle, colours and blending; then puts back the draw colour, blending and
// the texture's modulation, blending and filtering found before. `onto_texture`: the
// target is a texture the size of the window, where a y lying exactly on a pixel's centre
// row moves down 1/256 of a pixel, so that the texture takes the same pixels as the window
// (which OpenGL draws upside down). With `within` the drawing is clipped to it (and a
// clear becomes an opaque fill of it), and only the triangles whose `boxes` (one a
// triangle of the draw, or null) meet it are drawn.
void Replay(SDL_Renderer* renderer, const WindowRecording& recording, const RecordedDraw& draw, const SDL_Rect* within,
            const SDL_Rect* boxes, bool onto_texture);

}  // namespace bc::render
