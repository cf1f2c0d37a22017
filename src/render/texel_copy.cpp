#include "render/texel_copy.h"

#include <SDL_opengl.h>

#include <array>
#include <cstring>
#include <vector>

#include "render/draw_calls.h"
#include "render/window_recording.h"

namespace bc::render {

namespace {

// The OpenGL entry points, looked up through SDL (the game does not link libGL).
struct Gl {
  bool loaded = false;
  bool ok = false;
  void(APIENTRY* GetIntegerv)(GLenum, GLint*) = nullptr;
  GLboolean(APIENTRY* IsEnabled)(GLenum) = nullptr;
  void(APIENTRY* Enable)(GLenum) = nullptr;
  void(APIENTRY* Disable)(GLenum) = nullptr;
  void(APIENTRY* Viewport)(GLint, GLint, GLsizei, GLsizei) = nullptr;
  void(APIENTRY* Scissor)(GLint, GLint, GLsizei, GLsizei) = nullptr;
  void(APIENTRY* Begin)(GLenum) = nullptr;
  void(APIENTRY* End)() = nullptr;
  void(APIENTRY* TexCoord2f)(GLfloat, GLfloat) = nullptr;
  void(APIENTRY* Vertex2f)(GLfloat, GLfloat) = nullptr;
  PFNGLACTIVETEXTUREPROC ActiveTexture = nullptr;
  PFNGLCREATESHADERPROC CreateShader = nullptr;
  PFNGLSHADERSOURCEPROC ShaderSource = nullptr;
  PFNGLCOMPILESHADERPROC CompileShader = nullptr;
  PFNGLGETSHADERIVPROC GetShaderiv = nullptr;
  PFNGLDELETESHADERPROC DeleteShader = nullptr;
  PFNGLCREATEPROGRAMPROC CreateProgram = nullptr;
  PFNGLATTACHSHADERPROC AttachShader = nullptr;
  PFNGLLINKPROGRAMPROC LinkProgram = nullptr;
  PFNGLGETPROGRAMIVPROC GetProgramiv = nullptr;
  PFNGLDELETEPROGRAMPROC DeleteProgram = nullptr;
  PFNGLISPROGRAMPROC IsProgram = nullptr;
  PFNGLUSEPROGRAMPROC UseProgram = nullptr;
  PFNGLGETUNIFORMLOCATIONPROC GetUniformLocation = nullptr;
  PFNGLUNIFORM1IPROC Uniform1i = nullptr;
  PFNGLUNIFORM2FPROC Uniform2f = nullptr;
  // The blit (optional: without it the fetch draws every copy).
  bool blit_ok = false;
  void(APIENTRY* TexImage2D)(GLenum, GLint, GLint, GLsizei, GLsizei, GLint, GLenum, GLenum, const void*) = nullptr;
  PFNGLGENFRAMEBUFFERSPROC GenFramebuffers = nullptr;
  PFNGLDELETEFRAMEBUFFERSPROC DeleteFramebuffers = nullptr;
  PFNGLBINDFRAMEBUFFERPROC BindFramebuffer = nullptr;
  PFNGLFRAMEBUFFERTEXTURE2DPROC FramebufferTexture2D = nullptr;
  PFNGLCHECKFRAMEBUFFERSTATUSPROC CheckFramebufferStatus = nullptr;
  PFNGLBLITFRAMEBUFFERPROC BlitFramebuffer = nullptr;
};

template <typename F>
bool Load(F& f, const char* name) {
  f = reinterpret_cast<F>(SDL_GL_GetProcAddress(name));
  return f != nullptr;
}

// Looked up again whenever SDL's OpenGL library gives another address (it is let go of
// with the last window, and may come back elsewhere); only on SDL's OpenGL renderer.
Gl& Functions() {
  static Gl gl;
  void* get = SDL_GL_GetProcAddress("glGetIntegerv");
  if (gl.loaded && get == reinterpret_cast<void*>(gl.GetIntegerv)) return gl;
  gl = Gl{};
  if (get == nullptr) return gl;
  gl.loaded = true;
  gl.ok = Load(gl.GetIntegerv, "glGetIntegerv") && Load(gl.IsEnabled, "glIsEnabled") && Load(gl.Enable, "glEnable") &&
          Load(gl.Disable, "glDisable") && Load(gl.Viewport, "glViewport") && Load(gl.Scissor, "glScissor") &&
          Load(gl.Begin, "glBegin") && Load(gl.End, "glEnd") && Load(gl.TexCoord2f, "glTexCoord2f") &&
          Load(gl.Vertex2f, "glVertex2f") && Load(gl.ActiveTexture, "glActiveTexture") &&
          Load(gl.CreateShader, "glCreateShader") && Load(gl.ShaderSource, "glShaderSource") &&
          Load(gl.CompileShader, "glCompileShader") && Load(gl.GetShaderiv, "glGetShaderiv") &&
          Load(gl.DeleteShader, "glDeleteShader") && Load(gl.CreateProgram, "glCreateProgram") &&
          Load(gl.AttachShader, "glAttachShader") && Load(gl.LinkProgram, "glLinkProgram") &&
          Load(gl.GetProgramiv, "glGetProgramiv") && Load(gl.DeleteProgram, "glDeleteProgram") &&
          Load(gl.IsProgram, "glIsProgram") && Load(gl.UseProgram, "glUseProgram") &&
          Load(gl.GetUniformLocation, "glGetUniformLocation") && Load(gl.Uniform1i, "glUniform1i") &&
          Load(gl.Uniform2f, "glUniform2f");
  gl.blit_ok = gl.ok && Load(gl.TexImage2D, "glTexImage2D") && Load(gl.GenFramebuffers, "glGenFramebuffers") &&
               Load(gl.DeleteFramebuffers, "glDeleteFramebuffers") && Load(gl.BindFramebuffer, "glBindFramebuffer") &&
               Load(gl.FramebufferTexture2D, "glFramebufferTexture2D") &&
               Load(gl.CheckFramebufferStatus, "glCheckFramebufferStatus") &&
               Load(gl.BlitFramebuffer, "glBlitFramebuffer");
  return gl;
}

// Window pixels (y down, as SDL's) to clip space; the texel's coordinates as they come.
// The texture coordinate is a vec4 read as .xy, the form in which the software renderer
// sees a coordinate straight from the rasteriser and the fetch as a copy.
constexpr const char* kVertexShader =
    "uniform vec2 u_size;\n"
    "varying vec4 v_texcoord;\n"
    "void main() {\n"
    "  v_texcoord = gl_MultiTexCoord0;\n"
    "  gl_Position = vec4(gl_Vertex.x * 2.0 / u_size.x - 1.0, 1.0 - gl_Vertex.y * 2.0 / u_size.y, 0.0, 1.0);\n"
    "}\n";
constexpr const char* kFragmentShader =
    "uniform sampler2D u_texture;\n"
    "varying vec4 v_texcoord;\n"
    "void main() {\n"
    "  gl_FragColor = texture2D(u_texture, v_texcoord.xy);\n"
    "}\n";

// The program made for a renderer, in the OpenGL context it was made in.
struct Program {
  SDL_Renderer* renderer = nullptr;
  SDL_GLContext context = nullptr;
  GLuint id = 0;
  GLint size = -1;
  bool failed = false;
};

std::vector<Program>& Programs() {
  static std::vector<Program> programs;
  return programs;
}

GLuint Compile(const Gl& gl, GLenum kind, const char* source) {
  const GLuint shader = gl.CreateShader(kind);
  if (shader == 0) return 0;
  gl.ShaderSource(shader, 1, &source, nullptr);
  gl.CompileShader(shader);
  GLint ok = GL_FALSE;
  gl.GetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok != GL_TRUE) {
    gl.DeleteShader(shader);
    return 0;
  }
  return shader;
}

Program* ProgramFor(const Gl& gl, SDL_Renderer* renderer) {
  const SDL_GLContext context = SDL_GL_GetCurrentContext();
  if (context == nullptr) return nullptr;
  std::vector<Program>& programs = Programs();
  Program* p = nullptr;
  for (Program& q : programs) {
    if (q.renderer == renderer) p = &q;
  }
  if (p != nullptr && p->context == context && (p->failed || gl.IsProgram(p->id) == GL_TRUE)) {
    return p->failed ? nullptr : p;
  }
  if (p == nullptr) {
    programs.push_back(Program{});
    p = &programs.back();
  }
  // Made now (or again, for a renderer made since at the same address).
  *p = Program{renderer, context, 0, -1, true};
  const GLuint vertex = Compile(gl, GL_VERTEX_SHADER, kVertexShader);
  const GLuint fragment = Compile(gl, GL_FRAGMENT_SHADER, kFragmentShader);
  if (vertex != 0 && fragment != 0) {
    const GLuint id = gl.CreateProgram();
    gl.AttachShader(id, vertex);
    gl.AttachShader(id, fragment);
    gl.LinkProgram(id);
    GLint linked = GL_FALSE;
    gl.GetProgramiv(id, GL_LINK_STATUS, &linked);
    if (linked == GL_TRUE) {
      p->id = id;
      p->size = gl.GetUniformLocation(id, "u_size");
      GLint previous = 0;
      gl.GetIntegerv(GL_CURRENT_PROGRAM, &previous);
      gl.UseProgram(id);
      gl.Uniform1i(gl.GetUniformLocation(id, "u_texture"), 0);
      gl.UseProgram(static_cast<GLuint>(previous));
      p->failed = false;
    } else {
      gl.DeleteProgram(id);
    }
  }
  if (vertex != 0) gl.DeleteShader(vertex);
  if (fragment != 0) gl.DeleteShader(fragment);
  return p->failed ? nullptr : p;
}

bool IsOpenGl(SDL_Renderer* renderer) {
  SDL_RendererInfo info;
  return SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nullptr && std::strcmp(info.name, "opengl") == 0;
}

// SDL_RenderCopy would draw the texel itself, one a pixel, onto the window.
bool PlainCopy(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect& src, const SDL_Rect& dst) {
  if (src.w != dst.w || src.h != dst.h || dst.w <= 0 || dst.h <= 0) return false;
  float sx = 0.0f;
  float sy = 0.0f;
  SDL_RenderGetScale(renderer, &sx, &sy);
  if (sx != 1.0f || sy != 1.0f) return false;
  Uint32 format = 0;
  int w = 0;
  int h = 0;
  if (SDL_QueryTexture(texture, &format, nullptr, &w, &h) != 0) return false;
  if (format != SDL_PIXELFORMAT_ARGB8888 && format != SDL_PIXELFORMAT_ABGR8888) return false;
  if (src.x < 0 || src.y < 0 || src.x + src.w > w || src.y + src.h > h) return false;
  SDL_BlendMode blend = SDL_BLENDMODE_BLEND;
  SDL_ScaleMode scale = SDL_ScaleModeLinear;
  Uint8 r = 0;
  Uint8 g = 0;
  Uint8 b = 0;
  Uint8 a = 0;
  SDL_GetTextureBlendMode(texture, &blend);
  SDL_GetTextureScaleMode(texture, &scale);
  SDL_GetTextureColorMod(texture, &r, &g, &b);
  SDL_GetTextureAlphaMod(texture, &a);
  return blend == SDL_BLENDMODE_NONE && scale == SDL_ScaleModeNearest && r == 255 && g == 255 && b == 255 && a == 255 &&
         IsOpenGl(renderer);
}

// The framebuffer the blit reads a texture through, made for a renderer in its context.
struct ReadFramebuffer {
  SDL_Renderer* renderer = nullptr;
  SDL_GLContext context = nullptr;
  GLuint id = 0;
};

std::vector<ReadFramebuffer>& ReadFramebuffers() {
  static std::vector<ReadFramebuffer> framebuffers;
  return framebuffers;
}

GLuint ReadFramebufferFor(const Gl& gl, SDL_Renderer* renderer) {
  const SDL_GLContext context = SDL_GL_GetCurrentContext();
  std::vector<ReadFramebuffer>& framebuffers = ReadFramebuffers();
  for (ReadFramebuffer& f : framebuffers) {
    if (f.renderer != renderer) continue;
    if (f.context == context && f.id != 0) return f.id;
    f = ReadFramebuffer{renderer, context, 0};  // a renderer made since at the same address
    gl.GenFramebuffers(1, &f.id);
    return f.id;
  }
  framebuffers.push_back(ReadFramebuffer{renderer, context, 0});
  gl.GenFramebuffers(1, &framebuffers.back().id);
  return framebuffers.back().id;
}

// `src` of the bound GL_TEXTURE_2D `id` onto `dst` of the window (already checked to be
// texel on pixel, whole and inside), as glBlitFramebuffer: a software GL copies memory
// where the texture and the window store their pixels alike (CreateKeptTexture). Only
// `clip` (the window's pixels SDL would draw, or null for all) is written. False, with
// the state as it was, when the window is not the framebuffer drawn on, writes sRGB or
// has samples, or OpenGL refuses.
bool Blit(const Gl& gl, SDL_Renderer* renderer, GLuint id, SDL_Rect src, SDL_Rect dst, const SDL_Rect* clip,
          int out_h, bool into_texture) {
  if (!gl.blit_ok || id == 0) return false;
  GLint draw_fb = -1;
  GLint read_fb = -1;
  GLint samples = -1;
  gl.GetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &draw_fb);
  gl.GetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &read_fb);
  gl.GetIntegerv(GL_SAMPLE_BUFFERS, &samples);
  // Onto the window (framebuffer 0), or into SDL's framebuffer of a target texture.
  if ((into_texture ? draw_fb == 0 : draw_fb != 0) || samples != 0 || gl.IsEnabled(GL_FRAMEBUFFER_SRGB) == GL_TRUE) {
    return false;
  }
  if (clip != nullptr) {
    SDL_Rect inside{0, 0, 0, 0};
    if (SDL_IntersectRect(&dst, clip, &inside) == SDL_FALSE) return true;  // nothing of it shows
    src.x += inside.x - dst.x;
    src.y += inside.y - dst.y;
    src.w = inside.w;
    src.h = inside.h;
    dst = inside;
  }
  const GLuint fb = ReadFramebufferFor(gl, renderer);
  if (fb == 0) return false;
  gl.BindFramebuffer(GL_READ_FRAMEBUFFER, fb);
  gl.FramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, id, 0);
  const bool complete = gl.CheckFramebufferStatus(GL_READ_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
  if (complete) {
    const bool scissor_on = gl.IsEnabled(GL_SCISSOR_TEST) == GL_TRUE;
    if (scissor_on) gl.Disable(GL_SCISSOR_TEST);
    // A texture's row 0 is the top of SDL's picture and the window's the bottom: the
    // rows are given bottom to top on the window, which OpenGL stores top row first, so
    // the rows go over in order and nothing is turned over.
    // A target texture is drawn the right way up, as the texture read: row on row.
    if (into_texture) {
      gl.BlitFramebuffer(src.x, src.y, src.x + src.w, src.y + src.h, dst.x, dst.y, dst.x + dst.w, dst.y + dst.h,
                         GL_COLOR_BUFFER_BIT, GL_NEAREST);
    } else {
      gl.BlitFramebuffer(src.x, src.y, src.x + src.w, src.y + src.h, dst.x, out_h - dst.y, dst.x + dst.w,
                         out_h - dst.y - dst.h, GL_COLOR_BUFFER_BIT, GL_NEAREST);
    }
    if (scissor_on) gl.Enable(GL_SCISSOR_TEST);
  }
  // Let go of the texture (a framebuffer keeps a texture deleted while attached alive).
  gl.FramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, 0, 0);
  gl.BindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(read_fb));
  return complete;
}

}  // namespace

SDL_Texture* CreateKeptTexture(SDL_Renderer* renderer, int w, int h) {
  SDL_Texture* texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
  if (texture == nullptr) return nullptr;
  NoteTextureChanged(texture);  // a new texture, perhaps where one was before
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);
  SetScaleMode(renderer, texture, SDL_ScaleModeNearest);
  if (!IsOpenGl(renderer)) return texture;
  const Gl& gl = Functions();
  if (!gl.blit_ok) return texture;
  // SDL asks for GL_RGBA8, which Mesa stores R, G, B, A; the window is B, G, R, X, and its
  // blit copies memory only between the same order. Asked for as plain GL_RGBA from
  // GL_BGRA texels, the storage is B, G, R, A: the same eight bits a channel, the same
  // pixels drawn and read, only their order in memory differs. Nothing is drawn in it yet.
  GLint old_unit = GL_TEXTURE0;
  gl.GetIntegerv(GL_ACTIVE_TEXTURE, &old_unit);
  if (old_unit != GL_TEXTURE0) gl.ActiveTexture(GL_TEXTURE0);
  float tex_s = 0.0f;
  float tex_t = 0.0f;
  GLint id = 0;
  if (SDL_GL_BindTexture(texture, &tex_s, &tex_t) == 0) {
    gl.GetIntegerv(GL_TEXTURE_BINDING_2D, &id);
    if (id != 0 && tex_s == 1.0f && tex_t == 1.0f) {
      gl.TexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_BGRA, GL_UNSIGNED_INT_8_8_8_8_REV, nullptr);
    }
  }
  if (old_unit != GL_TEXTURE0) gl.ActiveTexture(static_cast<GLenum>(old_unit));
  return texture;
}

TexelCopy CopyTexels(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect& src, const SDL_Rect& dst) {
  if (!PlainCopy(renderer, texture, src, dst)) return TexelCopy::kNone;
  const Gl& gl = Functions();
  if (!gl.ok) return TexelCopy::kNone;
  int out_w = 0;
  int out_h = 0;
  SDL_Rect viewport{0, 0, 0, 0};
  SDL_Texture* target = SDL_GetRenderTarget(renderer);
  if (target != nullptr) {
    if (target == texture || SDL_QueryTexture(target, nullptr, nullptr, &out_w, &out_h) != 0) return TexelCopy::kNone;
  } else if (SDL_GetRendererOutputSize(renderer, &out_w, &out_h) != 0) {
    return TexelCopy::kNone;
  }
  SDL_RenderGetViewport(renderer, &viewport);
  if (viewport.x != 0 || viewport.y != 0 || viewport.w != out_w || viewport.h != out_h) return TexelCopy::kNone;
  // What SDL queued is drawn first (in its context, current since its first drawing).
  SDL_RenderFlush(renderer);
  if (SDL_GL_GetCurrentContext() == nullptr) return TexelCopy::kNone;
  int tex_w = 0;
  int tex_h = 0;
  SDL_QueryTexture(texture, nullptr, nullptr, &tex_w, &tex_h);
  SDL_Rect clip{0, 0, 0, 0};
  const bool clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
  if (clipped) SDL_RenderGetClipRect(renderer, &clip);

  // SDL's renderer keeps what it last set; all of it is put back as it was.
  GLint old_program = 0;
  GLint old_unit = GL_TEXTURE0;
  GLint old_viewport[4] = {0, 0, 0, 0};
  GLint old_scissor[4] = {0, 0, 0, 0};
  gl.GetIntegerv(GL_CURRENT_PROGRAM, &old_program);
  gl.GetIntegerv(GL_ACTIVE_TEXTURE, &old_unit);
  gl.GetIntegerv(GL_VIEWPORT, old_viewport);
  gl.GetIntegerv(GL_SCISSOR_BOX, old_scissor);
  const bool old_blend = gl.IsEnabled(GL_BLEND) == GL_TRUE;
  const bool old_scissor_on = gl.IsEnabled(GL_SCISSOR_TEST) == GL_TRUE;

  if (old_unit != GL_TEXTURE0) gl.ActiveTexture(GL_TEXTURE0);
  // Bound as SDL binds it: its renderer notes the texture bound, so its state holds.
  float tex_s = 1.0f;
  float tex_t = 1.0f;
  TexelCopy drawn = TexelCopy::kNone;
  const Program* program = nullptr;
  if (SDL_GL_BindTexture(texture, &tex_s, &tex_t) == 0 && tex_s <= 1.0f && tex_t <= 1.0f) {
    GLint id = 0;
    if (tex_s == 1.0f && tex_t == 1.0f) gl.GetIntegerv(GL_TEXTURE_BINDING_2D, &id);
    if (Blit(gl, renderer, static_cast<GLuint>(id), src, dst, clipped ? &clip : nullptr, out_h, target != nullptr)) {
      drawn = TexelCopy::kBlit;
    } else if (target == nullptr && (program = ProgramFor(gl, renderer)) != nullptr) {
      gl.UseProgram(program->id);
      gl.Uniform2f(program->size, static_cast<float>(out_w), static_cast<float>(out_h));
      gl.Viewport(0, 0, out_w, out_h);
      if (old_blend) gl.Disable(GL_BLEND);
      if (clipped) {
        gl.Enable(GL_SCISSOR_TEST);
        gl.Scissor(clip.x, out_h - clip.y - clip.h, clip.w, clip.h);
      } else if (old_scissor_on) {
        gl.Disable(GL_SCISSOR_TEST);
      }
      const float u0 = static_cast<float>(src.x) / static_cast<float>(tex_w) * tex_s;
      const float u1 = static_cast<float>(src.x + src.w) / static_cast<float>(tex_w) * tex_s;
      const float v0 = static_cast<float>(src.y) / static_cast<float>(tex_h) * tex_t;
      const float v1 = static_cast<float>(src.y + src.h) / static_cast<float>(tex_h) * tex_t;
      const auto x0 = static_cast<float>(dst.x);
      const auto y0 = static_cast<float>(dst.y);
      const auto x1 = static_cast<float>(dst.x + dst.w);
      const auto y1 = static_cast<float>(dst.y + dst.h);
      // The two triangles SDL draws a copy with: top left, top right, bottom left; then
      // top right, bottom left, bottom right (each corner: right?, bottom?).
      constexpr std::array<std::array<bool, 2>, 6> kCorners = {
          {{false, false}, {true, false}, {false, true}, {true, false}, {false, true}, {true, true}}};
      gl.Begin(GL_TRIANGLES);
      for (const auto& [right, bottom] : kCorners) {
        gl.TexCoord2f(right ? u1 : u0, bottom ? v1 : v0);
        gl.Vertex2f(right ? x1 : x0, bottom ? y1 : y0);
      }
      gl.End();
      drawn = TexelCopy::kFetch;
    }
  }
  gl.UseProgram(static_cast<GLuint>(old_program));
  gl.Viewport(old_viewport[0], old_viewport[1], old_viewport[2], old_viewport[3]);
  gl.Scissor(old_scissor[0], old_scissor[1], old_scissor[2], old_scissor[3]);
  if (old_scissor_on) {
    gl.Enable(GL_SCISSOR_TEST);
  } else {
    gl.Disable(GL_SCISSOR_TEST);
  }
  if (old_blend) gl.Enable(GL_BLEND);
  if (old_unit != GL_TEXTURE0) gl.ActiveTexture(static_cast<GLenum>(old_unit));
  return drawn;
}

void ReleaseTexelCopy(SDL_Renderer* renderer) {
  std::vector<Program>& programs = Programs();
  for (std::size_t i = 0; i < programs.size(); ++i) {
    if (programs[i].renderer != renderer) continue;
    const Gl& gl = Functions();
    if (gl.ok && !programs[i].failed && programs[i].id != 0 && SDL_GL_GetCurrentContext() == programs[i].context) {
      gl.DeleteProgram(programs[i].id);
    }
    programs.erase(programs.begin() + static_cast<std::ptrdiff_t>(i));
    break;
  }
  std::vector<ReadFramebuffer>& framebuffers = ReadFramebuffers();
  for (std::size_t i = 0; i < framebuffers.size(); ++i) {
    if (framebuffers[i].renderer != renderer) continue;
    const Gl& gl = Functions();
    if (gl.blit_ok && framebuffers[i].id != 0 && SDL_GL_GetCurrentContext() == framebuffers[i].context) {
      gl.DeleteFramebuffers(1, &framebuffers[i].id);
    }
    framebuffers.erase(framebuffers.begin() + static_cast<std::ptrdiff_t>(i));
    break;
  }
}

}  // namespace bc::render
