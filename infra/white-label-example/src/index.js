// An async boundary before anything shared is used: the federation runtime negotiates the shared
// React first (the same rule as any Module Federation host).
import('./bootstrap.jsx');
